import { asc, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { FALLBACK_STOCK_LOCATION } from '@veloport/domain';
import type { Db } from '../../db/client';
import { stockLocations } from './stock.table';

export type StockService = ReturnType<typeof createStockService>;

/** Seed §8: a user without a usable location works from location 1, Liège. */
function currentLocationOf(stockLocationId: number | null, name: string | null) {
  return name && stockLocationId ? { current_location: stockLocationId, current_location_name: name } : { ...FALLBACK_STOCK_LOCATION };
}

export function createStockService({ db }: { db: Db }) {
  return {
    async locationName(id: number): Promise<string | null> {
      const [row] = await db.select({ name: stockLocations.name }).from(stockLocations).where(eq(stockLocations.id, id));
      return row?.name ?? null;
    },

    /** Seed §8: a user without a usable location works from location 1, Liège. */
    async currentLocation(stockLocationId: number | null) {
      return currentLocationOf(stockLocationId, stockLocationId ? await this.locationName(stockLocationId) : null);
    },
    /** The location's name as an expression another module's query embeds (the per-request session load); map it with currentLocationOf. */
    locationNameSql: (stockLocationId: SQL | AnyColumn): SQL<string | null> =>
      sql<string | null>`(select ${stockLocations.name} from ${stockLocations} where ${stockLocations.id} = ${stockLocationId})`,
    currentLocationOf,

    /** The stores (a handful of rows): id → name. */
    async locations(): Promise<Map<number, { id: number; name: string }>> {
      const rows = await db.select().from(stockLocations).orderBy(asc(stockLocations.id));
      return new Map(rows.map((r) => [r.id, r]));
    },
  };
}

import { asc, eq } from 'drizzle-orm';
import { FALLBACK_STOCK_LOCATION } from '@veloport/domain';
import type { Db } from '../../db/client';
import { stockLocations } from './stock.table';

export type StockService = ReturnType<typeof createStockService>;

export function createStockService({ db }: { db: Db }) {
  return {
    async locationName(id: number): Promise<string | null> {
      const [row] = await db.select({ name: stockLocations.name }).from(stockLocations).where(eq(stockLocations.id, id));
      return row?.name ?? null;
    },

    /** Seed §8: a user without a usable location works from location 1, Liège. */
    async currentLocation(stockLocationId: number | null) {
      const name = stockLocationId ? await this.locationName(stockLocationId) : null;
      return name && stockLocationId
        ? { current_location: stockLocationId, current_location_name: name }
        : { ...FALLBACK_STOCK_LOCATION };
    },

    /** The stores (a handful of rows): id → name. */
    async locations(): Promise<Map<number, { id: number; name: string }>> {
      const rows = await db.select().from(stockLocations).orderBy(asc(stockLocations.id));
      return new Map(rows.map((r) => [r.id, r]));
    },
  };
}

import type { AnyColumn, SQL } from 'drizzle-orm';
import { FALLBACK_STOCK_LOCATION, localizedName, type Locale } from '@veloport/domain';
import type { Db } from '../../db/client';
import { stockRepository as repo } from './stock.repository';

export type StockService = ReturnType<typeof createStockService>;

/** Seed §8: a user without a usable location works from location 1, Liège. */
function currentLocationOf(stockLocationId: number | null, name: string | null) {
  return name && stockLocationId ? { current_location: stockLocationId, current_location_name: name } : { ...FALLBACK_STOCK_LOCATION };
}

export function createStockService({ db }: { db: Db }) {
  return {
    async locationName(id: number): Promise<string | null> {
      return repo.locationName(db, id);
    },

    /** Seed §8: a user without a usable location works from location 1, Liège. */
    async currentLocation(stockLocationId: number | null) {
      return currentLocationOf(stockLocationId, stockLocationId ? await this.locationName(stockLocationId) : null);
    },
    /** The location's name as an expression another module's query embeds (the per-request session load); map it with currentLocationOf. */
    locationNameSql: (stockLocationId: SQL | AnyColumn): SQL<string | null> => repo.locationNameSql(stockLocationId),
    currentLocationOf,

    /**
     * The stores (a handful of rows): id → name. With a language, the name a customer reads (Luik for a Dutch
     * reader, decision 101); without, the name as typed, for staff screens and documents.
     */
    async locations(language?: Locale): Promise<Map<number, { id: number; name: string }>> {
      return new Map(
        (await repo.locations(db)).map((r) => [
          r.id,
          { id: r.id, name: language ? localizedName(r.name, r.nameTranslations, language) : r.name },
        ]),
      );
    },
  };
}

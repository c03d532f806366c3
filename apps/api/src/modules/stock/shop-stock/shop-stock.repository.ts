import { and, asc, eq, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { accessoryStock, bikes } from '../stock.table';
import type { BikeRow } from '../bikes/bikes.repository';

/** A stock bike anyone may buy: unowned, in stock, usable. */
const forSale = and(eq(bikes.contractKind, 'stock'), eq(bikes.status, 'usable'), isNull(bikes.companyId), isNull(bikes.userId));

/** The web shop's reads and claims on the stock (decision 082). */
export const shopStockRepository = {
  /** Where the bikes of a model and size are: in stock per store, and on their way (supplier's day). */
  async bikesOf(db: DbOrTx, modelId: number, size: string, soonUntil: string, today: string) {
    const inStock = await db
      .select({ locationId: bikes.stockLocationId, n: sql<number>`count(*)::int` })
      .from(bikes)
      .where(and(eq(bikes.modelId, modelId), eq(bikes.size, size), forSale))
      .groupBy(bikes.stockLocationId);
    const expected = await db
      .select({ on: sql<string>`min(${bikes.expectedDate})` })
      .from(bikes)
      .where(
        and(
          eq(bikes.modelId, modelId),
          eq(bikes.size, size),
          eq(bikes.contractKind, 'pending_delivery'),
          isNull(bikes.companyId),
          isNull(bikes.userId),
          gte(bikes.expectedDate, today),
          lte(bikes.expectedDate, soonUntil),
        ),
      );
    return { inStock, expectedOn: expected[0]?.on ?? null };
  },

  /**
   * Takes one bike of the model and size out of stock, the store `preferLocationId` first: the row is locked and
   * skipped by any other order at the same instant (SKIP LOCKED), and the update is conditional, so two orders never
   * get the same bike and the last one makes exactly one sale. Null when none is left.
   */
  async claimBike(tx: DbOrTx, modelId: number, size: string, preferLocationId: number | null): Promise<BikeRow | null> {
    const prefer = preferLocationId ?? 0;
    const rows = await tx
      .update(bikes)
      .set({ contractKind: 'pending_delivery', updatedAt: sql`now()` })
      .where(
        and(
          eq(bikes.contractKind, 'stock'),
          sql`${bikes.id} = (select b.id from bikes b where b.model_id = ${modelId} and b.size = ${size}
            and b.contract_kind = 'stock' and b.status = 'usable' and b.company_id is null and b.user_id is null
            order by (b.stock_location_id = ${prefer}) desc, b.id limit 1 for update skip locked)`,
        ),
      )
      .returning();
    return rows[0] ?? null;
  },

  /** The bike back in stock, when it is still the shop's set-aside (not handed over meanwhile). */
  async releaseBike(tx: DbOrTx, bikeId: number): Promise<BikeRow | null> {
    const rows = await tx
      .update(bikes)
      .set({ contractKind: 'stock', updatedAt: sql`now()` })
      .where(and(eq(bikes.id, bikeId), eq(bikes.contractKind, 'pending_delivery'), isNull(bikes.companyId), isNull(bikes.userId)))
      .returning();
    return rows[0] ?? null;
  },

  /** The accessories' quantities per store. */
  async accessoryQuantities(db: DbOrTx, accessoryIds: number[]) {
    if (!accessoryIds.length) return [];
    return db
      .select({ accessoryId: accessoryStock.accessoryId, locationId: accessoryStock.stockLocationId, quantity: accessoryStock.quantity })
      .from(accessoryStock)
      .where(inArray(accessoryStock.accessoryId, accessoryIds))
      .orderBy(asc(accessoryStock.stockLocationId));
  },
};

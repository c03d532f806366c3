import { and, asc, eq, gte, inArray, isNull, lte, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { accessoryStock, bikes, usedBikeListings } from '../stock.table';
import type { BikeRow } from '../bikes/bikes.repository';

/** A stock bike anyone may buy: unowned, in stock, usable. */
const forSale = and(eq(bikes.contractKind, 'stock'), eq(bikes.status, 'usable'), isNull(bikes.companyId), isNull(bikes.userId));
/**
 * Not promised to a web order yet: no live line of an order names it (the shop's unique index, decision 105). Raw
 * SQL on the shop's table: the shop imports the stock, not the reverse. An incoming bike set aside keeps its
 * `pending_delivery`, so this is what tells it from a free one, and what keeps it out of stock claims once it arrives.
 */
const notPromisedOnline = (bikeId: unknown) => sql`not exists (select 1 from shop_order_lines l where l.bike_id = ${bikeId} and l.live)`;
/**
 * A bike on its way that nobody awaits: unowned, neither promised to a web order nor set aside for a sales order still
 * open (decision 024 sets aside as pending delivery). What the shop may sell of the incoming bikes, and what the public
 * catalogue counts as "soon available" (decision 111), so the badge never promises a bike the cart then refuses.
 */
export const nobodyAwaits = and(
  isNull(bikes.companyId),
  isNull(bikes.userId),
  notPromisedOnline(bikes.id),
  sql`not exists (select 1 from orders o where o.bike_id = ${bikes.id} and o.status not in ('done', 'cancelled'))`,
)!;
/** A bike on its way that nobody awaits, expected between `from` and `until`. */
const incomingFree = (modelId: number, size: string, from: string, until: string) =>
  and(
    eq(bikes.modelId, modelId),
    eq(bikes.size, size),
    eq(bikes.contractKind, 'pending_delivery'),
    gte(bikes.expectedDate, from),
    lte(bikes.expectedDate, until),
    nobodyAwaits,
  );

/** The web shop's reads and claims on the stock (decision 082). */
export const shopStockRepository = {
  /**
   * Where the bikes of a model and size are: in stock per store, and the days of those on their way that nobody
   * awaits yet (soonest first, within `soonUntil`: the "soon available" ones, decision 105).
   */
  async bikesOf(db: DbOrTx, modelId: number, size: string, soonUntil: string, today: string) {
    const inStock = await db
      .select({ locationId: bikes.stockLocationId, n: sql<number>`count(*)::int` })
      .from(bikes)
      .where(and(eq(bikes.modelId, modelId), eq(bikes.size, size), forSale, notPromisedOnline(bikes.id)))
      .groupBy(bikes.stockLocationId);
    const incoming = await db
      .select({ on: sql<string>`${bikes.expectedDate}::text`, locationId: bikes.stockLocationId })
      .from(bikes)
      .where(incomingFree(modelId, size, today, soonUntil))
      .orderBy(asc(bikes.expectedDate), asc(bikes.id))
      .limit(50);
    return { inStock, incoming };
  },

  /**
   * Sets aside one bike on its way (the soonest) for a web order: locked and skipped by any other order at the same
   * instant; it stays `pending_delivery`, the order's live line is what holds it (unique index). Null when none is left.
   */
  async claimIncomingBike(
    tx: DbOrTx,
    modelId: number,
    size: string,
    window: { today: string; soonUntil: string; taken: number[] },
  ): Promise<BikeRow | null> {
    const rows = await tx
      .select()
      .from(bikes)
      // `taken`: bikes this order already holds; its lines are written after every claim, and its own lock skips nothing.
      .where(
        and(
          incomingFree(modelId, size, window.today, window.soonUntil),
          window.taken.length ? notInArray(bikes.id, window.taken) : undefined,
        ),
      )
      .orderBy(asc(bikes.expectedDate), asc(bikes.id))
      .limit(1)
      .for('update', { skipLocked: true });
    return rows[0] ?? null;
  },

  /** A published listing, and whether a live web order holds it (sold or set aside online). */
  async publishedUsedBike(db: DbOrTx, id: number) {
    const rows = await db
      .select({ id: usedBikeListings.id, held: sql<boolean>`not ${usedBikeOfferedOnline}` })
      .from(usedBikeListings)
      .where(and(eq(usedBikeListings.id, id), eq(usedBikeListings.published, true)));
    return rows[0] ?? null;
  },

  /**
   * A used-bike listing the shop may sell (decision 105): published and not promised to a live web order. With
   * `lock`, the listing's row is locked until the order commits, so two orders of it queue and the second finds it taken.
   */
  async usedBikeForSale(db: DbOrTx, id: number, lock = false) {
    const query = db
      .select()
      .from(usedBikeListings)
      .where(and(eq(usedBikeListings.id, id), eq(usedBikeListings.published, true), usedBikeOfferedOnline));
    return (await (lock ? query.for('update') : query))[0] ?? null;
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
            and ${notPromisedOnline(sql`b.id`)}
            order by (b.stock_location_id = ${prefer}) desc, b.id limit 1 for update skip locked)`,
        ),
      )
      .returning();
    return rows[0] ?? null;
  },

  /** A used bike's own stock bike set aside with its listing (decision 105), when it is in stock. */
  async claimThisBike(tx: DbOrTx, bikeId: number): Promise<BikeRow | null> {
    const rows = await tx
      .update(bikes)
      .set({ contractKind: 'pending_delivery', updatedAt: sql`now()` })
      .where(and(eq(bikes.id, bikeId), forSale))
      .returning();
    return rows[0] ?? null;
  },

  /** Whether a live web order line holds the bike (in stock when ordered, or on its way). */
  async heldByWebOrder(db: DbOrTx, bikeId: number): Promise<boolean> {
    const held = await db.execute(sql`select 1 from shop_order_lines l where l.bike_id = ${bikeId} and l.live limit 1`);
    return held.rows.length > 0;
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

  /** The supplier's day of each bike (null when none is announced). */
  expectedDays: (db: DbOrTx, bikeIds: number[]) =>
    db.select({ id: bikes.id, expectedDate: bikes.expectedDate }).from(bikes).where(inArray(bikes.id, bikeIds)),

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

/**
 * A listing no live web order holds (decision 105): a used bike sold or set aside online leaves the public site, and
 * comes back when its order is cancelled or released unpaid. Raw SQL on the shop's table, as `notPromisedOnline`.
 */
export const usedBikeOfferedOnline = sql`not exists (select 1 from shop_order_lines l where l.used_bike_id = ${usedBikeListings.id} and l.live)`;

import { and, asc, count, desc, eq, ilike, inArray, lt, or, sql } from 'drizzle-orm';
import { shopOrderIdOf } from '@veloport/domain';
import type { DbOrTx } from '../../db/client';
import { containsPattern } from '../../platform/list';
import { shopOrderLines, shopOrders } from './shop.table';

export type ShopOrderRow = typeof shopOrders.$inferSelect;
export type ShopOrderLineRow = typeof shopOrderLines.$inferSelect;

/** An order whose number (W-000042, 42), customer's name or e-mail holds the words typed. */
function matching(words: string) {
  const id = shopOrderIdOf(words) ?? (/^\d{1,9}$/.test(words) ? Number(words) : null);
  const like = containsPattern(words);
  return or(
    id ? eq(shopOrders.id, id) : undefined,
    ilike(shopOrders.email, like),
    ilike(sql`${shopOrders.firstName} || ' ' || ${shopOrders.lastName}`, like),
  );
}

/** The web shop's orders and their lines (decision 082). */
export const shopRepository = {
  async insert(tx: DbOrTx, values: typeof shopOrders.$inferInsert): Promise<ShopOrderRow> {
    return (await tx.insert(shopOrders).values(values).returning())[0]!;
  },
  async insertLines(tx: DbOrTx, values: (typeof shopOrderLines.$inferInsert)[]): Promise<ShopOrderLineRow[]> {
    if (!values.length) return [];
    return tx.insert(shopOrderLines).values(values).returning();
  },
  async update(tx: DbOrTx, id: number, values: Partial<typeof shopOrders.$inferInsert>): Promise<ShopOrderRow> {
    return (
      await tx
        .update(shopOrders)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(shopOrders.id, id))
        .returning()
    )[0]!;
  },
  async byId(db: DbOrTx, id: number): Promise<ShopOrderRow | undefined> {
    return (await db.select().from(shopOrders).where(eq(shopOrders.id, id)))[0];
  },
  /** Locks the order for the rest of the transaction: a cancellation and a payment queue instead of crossing. */
  async lock(tx: DbOrTx, id: number): Promise<ShopOrderRow | undefined> {
    return (await tx.select().from(shopOrders).where(eq(shopOrders.id, id)).for('update'))[0];
  },
  async lockBySession(tx: DbOrTx, provider: string, sessionId: string): Promise<ShopOrderRow | undefined> {
    const where = and(eq(shopOrders.paymentProvider, provider), eq(shopOrders.paymentSessionId, sessionId));
    return (await tx.select().from(shopOrders).where(where).for('update'))[0];
  },
  linesOf: (db: DbOrTx, orderIds: number[]) =>
    orderIds.length
      ? db.select().from(shopOrderLines).where(inArray(shopOrderLines.orderId, orderIds)).orderBy(asc(shopOrderLines.id))
      : Promise.resolve([] as ShopOrderLineRow[]),
  /** The lines' stock is back: they no longer hold a bike. */
  endLines: (tx: DbOrTx, orderId: number) => tx.update(shopOrderLines).set({ live: false }).where(eq(shopOrderLines.orderId, orderId)),
  /** A page of orders for the back office, newest first by default, and how many match. */
  async page(
    db: DbOrTx,
    q: { status?: string; q?: string; sort: 'id' | 'placedAt'; order: 'asc' | 'desc'; limit: number; offset: number },
  ) {
    const where = and(q.status ? eq(shopOrders.status, q.status) : undefined, q.q ? matching(q.q) : undefined);
    const column = q.sort === 'placedAt' ? shopOrders.placedAt : shopOrders.id;
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(shopOrders)
        .where(where)
        .orderBy(q.order === 'asc' ? asc(column) : desc(column), desc(shopOrders.id))
        .limit(q.limit)
        .offset(q.offset),
      db.select({ n: count() }).from(shopOrders).where(where),
    ]);
    return { rows, total: Number(total?.n ?? 0) };
  },
  /** The orders placed with an e-mail (whatever its case), newest first. */
  byEmail: (db: DbOrTx, email: string, limit: number) =>
    db
      .select()
      .from(shopOrders)
      .where(sql`lower(${shopOrders.email}) = ${email.toLowerCase()}`)
      .orderBy(desc(shopOrders.id))
      .limit(limit),
  /** Online orders still unpaid, placed before `before`. */
  async unpaidBefore(db: DbOrTx, before: Date, limit = 100) {
    return db
      .select({ id: shopOrders.id })
      .from(shopOrders)
      .where(
        and(
          eq(shopOrders.paymentStatus, 'pending'),
          eq(shopOrders.paymentMethod, 'online'),
          eq(shopOrders.status, 'placed'),
          lt(shopOrders.placedAt, before),
        ),
      )
      .orderBy(asc(shopOrders.placedAt))
      .limit(limit);
  },
};

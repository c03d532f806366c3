import { and, asc, count, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { usedBikeOfferedOnline } from '../shop-stock/shop-stock.repository';
import { buyBacks, usedBikeListings } from '../stock.table';

export type UsedBikeRow = typeof usedBikeListings.$inferSelect;
export type BuyBackRow = typeof buyBacks.$inferSelect;

export const usedBikesRepository = {
  async byId(db: DbOrTx, id: number): Promise<UsedBikeRow | undefined> {
    const [row] = await db.select().from(usedBikeListings).where(eq(usedBikeListings.id, id));
    return row;
  },
  async insert(db: DbOrTx, values: typeof usedBikeListings.$inferInsert) {
    const [row] = await db.insert(usedBikeListings).values(values).returning();
    return row!;
  },
  async update(db: DbOrTx, id: number, values: Partial<typeof usedBikeListings.$inferInsert>) {
    const [row] = await db
      .update(usedBikeListings)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(usedBikeListings.id, id))
      .returning();
    return row!;
  },
  page: (db: DbOrTx, where: SQL | undefined, orderBy: SQL[], limit: number, offset: number) =>
    db
      .select()
      .from(usedBikeListings)
      .where(where)
      .orderBy(...orderBy)
      .limit(limit)
      .offset(offset),
  async count(db: DbOrTx, where: SQL | undefined) {
    const [row] = await db.select({ n: count() }).from(usedBikeListings).where(where);
    return Number(row?.n ?? 0);
  },
};

/** `offeredOnline`: only listings no live web order holds (a used bike set aside or sold online leaves the site, decision 105). */
export function usedBikeWhere(f: { published?: boolean; electric?: boolean; priceMax?: number; offeredOnline?: boolean }): SQL | undefined {
  return and(
    f.offeredOnline ? usedBikeOfferedOnline : undefined,
    f.published === undefined ? undefined : eq(usedBikeListings.published, f.published),
    f.electric === undefined ? undefined : eq(usedBikeListings.electric, f.electric),
    f.priceMax === undefined ? undefined : sql`${usedBikeListings.priceCents} <= ${f.priceMax}`,
  );
}
export function usedBikeOrder(sort: 'id' | 'price' | 'newest', order: 'asc' | 'desc'): SQL[] {
  const dir = order === 'asc' ? asc : desc;
  if (sort === 'price') return [dir(usedBikeListings.priceCents), dir(usedBikeListings.id)];
  if (sort === 'newest') return [desc(usedBikeListings.createdAt), desc(usedBikeListings.id)];
  return [dir(usedBikeListings.id)];
}

export const buyBacksRepository = {
  async byIdForUpdate(db: DbOrTx, id: number): Promise<BuyBackRow | undefined> {
    const [row] = await db.select().from(buyBacks).where(eq(buyBacks.id, id)).for('update');
    return row;
  },
  async insert(db: DbOrTx, values: typeof buyBacks.$inferInsert) {
    const [row] = await db.insert(buyBacks).values(values).returning();
    return row!;
  },
  async update(db: DbOrTx, id: number, values: Partial<typeof buyBacks.$inferInsert>) {
    const [row] = await db.update(buyBacks).set(values).where(eq(buyBacks.id, id)).returning();
    return row!;
  },
  page: (db: DbOrTx, where: SQL | undefined, order: 'asc' | 'desc', limit: number, offset: number) =>
    db
      .select()
      .from(buyBacks)
      .where(where)
      .orderBy(order === 'asc' ? asc(buyBacks.boughtOn) : desc(buyBacks.boughtOn), order === 'asc' ? asc(buyBacks.id) : desc(buyBacks.id))
      .limit(limit)
      .offset(offset),
  async count(db: DbOrTx, where: SQL | undefined) {
    const [row] = await db.select({ n: count() }).from(buyBacks).where(where);
    return Number(row?.n ?? 0);
  },
};
export const buyBackWhere = (resold?: boolean) =>
  resold === undefined ? undefined : resold ? isNotNull(buyBacks.resoldOn) : isNull(buyBacks.resoldOn);

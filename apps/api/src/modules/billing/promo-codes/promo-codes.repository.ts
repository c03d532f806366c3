import type { PromoCodeListQuery } from '@veloport/domain';
import { and, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../db/client';
import { cappedCount, containsPattern } from '../../../platform/list';
import { promoCodes, promoCodeUses } from './promo-codes.table';

export type PromoCodeRow = typeof promoCodes.$inferSelect;
export type PromoCodeValues = Omit<typeof promoCodes.$inferInsert, 'id' | 'usesCount' | 'createdAt' | 'updatedAt'>;

const SORTS: Record<string, AnyPgColumn> = {
  createdAt: promoCodes.createdAt,
  code: promoCodes.code,
  endsOn: promoCodes.endsOn,
  uses: promoCodes.usesCount,
};

/** Promo codes and each use of one (decision 050). */
export const promoCodesRepository = {
  listWhere(query: Pick<PromoCodeListQuery, 'active' | 'q'>): SQL | undefined {
    const q = query.q ? containsPattern(query.q) : null;
    return and(
      query.active === undefined ? undefined : eq(promoCodes.active, query.active),
      q ? sql`(${promoCodes.code} ilike ${q} or ${promoCodes.description} ilike ${q})` : undefined,
    );
  },
  page: (db: DbOrTx, where: SQL | undefined, sort: string, order: 'asc' | 'desc', limit: number, offset: number) =>
    db
      .select()
      .from(promoCodes)
      .where(where)
      .orderBy(sql`${SORTS[sort] ?? promoCodes.createdAt} ${sql.raw(order)} nulls last`, sql`${promoCodes.id} ${sql.raw(order)}`)
      .limit(limit)
      .offset(offset),
  count: (db: DbOrTx, where: SQL | undefined) => cappedCount(db, promoCodes, where),
  async byId(db: DbOrTx, id: number, lock = false): Promise<PromoCodeRow | undefined> {
    const q = db.select().from(promoCodes).where(eq(promoCodes.id, id));
    return (lock ? await q.for('update') : await q)[0];
  },
  /** The code (already normalised), its row locked for the caller's transaction when `lock`. */
  async byCode(db: DbOrTx, code: string, lock: boolean): Promise<PromoCodeRow | undefined> {
    const q = db.select().from(promoCodes).where(eq(promoCodes.code, code));
    return (lock ? await q.for('update') : await q)[0];
  },
  byIds: (db: DbOrTx, ids: readonly number[]) =>
    db
      .select()
      .from(promoCodes)
      .where(inArray(promoCodes.id, [...ids])),
  async insert(tx: DbOrTx, values: PromoCodeValues): Promise<PromoCodeRow> {
    return (await tx.insert(promoCodes).values(values).returning())[0]!;
  },
  async update(tx: DbOrTx, id: number, values: Partial<PromoCodeValues> & { updatedAt: Date }): Promise<PromoCodeRow> {
    return (await tx.update(promoCodes).set(values).where(eq(promoCodes.id, id)).returning())[0]!;
  },
  /** The public codes a customer can use on `today`, soonest end first. */
  runningPublic: (db: DbOrTx, today: string, limit: number) =>
    db
      .select()
      .from(promoCodes)
      .where(
        and(
          eq(promoCodes.active, true),
          eq(promoCodes.isPublic, true),
          sql`(${promoCodes.startsOn} is null or ${promoCodes.startsOn} <= ${today})`,
          sql`(${promoCodes.endsOn} is null or ${promoCodes.endsOn} >= ${today})`,
          sql`(${promoCodes.maxUses} is null or ${promoCodes.usesCount} < ${promoCodes.maxUses})`,
        ),
      )
      .orderBy(sql`${promoCodes.endsOn} asc nulls last`, promoCodes.id)
      .limit(limit),
  async usesBy(db: DbOrTx, promoCodeId: number, userId: number) {
    const [row] = await db
      .select({ n: count() })
      .from(promoCodeUses)
      .where(and(eq(promoCodeUses.promoCodeId, promoCodeId), eq(promoCodeUses.userId, userId)));
    return Number(row?.n ?? 0);
  },
  /** One use: the code's counter up by one and the use's row, in the caller's transaction (the code's row is locked). */
  async recordUse(tx: DbOrTx, values: typeof promoCodeUses.$inferInsert) {
    await tx
      .update(promoCodes)
      .set({ usesCount: sql`${promoCodes.usesCount} + 1` })
      .where(eq(promoCodes.id, values.promoCodeId));
    return (await tx.insert(promoCodeUses).values(values).returning())[0]!;
  },
  /** The use recorded under `reference` taken back, the code's row locked first; false when there was none. */
  async removeUse(tx: DbOrTx, promoCodeId: number, reference: string) {
    await tx.select({ id: promoCodes.id }).from(promoCodes).where(eq(promoCodes.id, promoCodeId)).for('update');
    const gone = await tx
      .delete(promoCodeUses)
      .where(and(eq(promoCodeUses.promoCodeId, promoCodeId), eq(promoCodeUses.reference, reference)))
      .returning({ id: promoCodeUses.id });
    if (!gone.length) return false;
    await tx
      .update(promoCodes)
      .set({ usesCount: sql`greatest(${promoCodes.usesCount} - ${gone.length}, 0)` })
      .where(eq(promoCodes.id, promoCodeId));
    return true;
  },
};

import type { GiftCardListQuery } from '@veloport/domain';
import { and, asc, count, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../db/client';
import { cappedCount, containsPattern } from '../../../platform/list';
import { giftCardAttempts, giftCards, giftCardUses } from './gift-cards.table';

/** The first movement's reference of a card created by hand on the gift cards screen (the books read it, decision 116). */
export const HAND_MADE_REFERENCE = 'sale';

/** The movement that takes a voided card's balance to 0 (decision 119); the books read what it took off. */
export const VOID_REFERENCE = 'void';

export type GiftCardRow = typeof giftCards.$inferSelect;

const SORTS: Record<string, AnyPgColumn> = {
  createdAt: giftCards.createdAt,
  balance: giftCards.balanceCents,
  expiresOn: giftCards.expiresOn,
};

function statusWhere(status: GiftCardListQuery['status'], today: string): SQL | undefined {
  // A voided card holds 0: `used` is an empty card not voided; `active` and `expired` hold something, so none is voided.
  if (status === 'void') return sql`${giftCards.voidedAt} is not null`;
  if (status === 'used') return and(sql`${giftCards.balanceCents} <= 0`, sql`${giftCards.voidedAt} is null`);
  if (status === 'expired') return and(sql`${giftCards.balanceCents} > 0`, sql`${giftCards.expiresOn} < ${today}`);
  if (status === 'active')
    return and(sql`${giftCards.balanceCents} > 0`, sql`(${giftCards.expiresOn} is null or ${giftCards.expiresOn} >= ${today})`);
  return undefined;
}

/** Gift cards, each use of one, and the wrong codes counted per client (decision 050). */
export const giftCardsRepository = {
  /** The list's filter: the status on `today` (it changes with the calendar) and `q` in the code, buyer or note. */
  listWhere(query: Pick<GiftCardListQuery, 'status' | 'q'>, today: string) {
    const q = query.q ? containsPattern(query.q) : null;
    return and(
      statusWhere(query.status, today),
      q ? sql`(${giftCards.code} ilike ${q} or ${giftCards.buyerName} ilike ${q} or ${giftCards.note} ilike ${q})` : undefined,
    );
  },
  page: (db: DbOrTx, where: SQL | undefined, sort: string, order: 'asc' | 'desc', limit: number, offset: number) =>
    db
      .select()
      .from(giftCards)
      .where(where)
      .orderBy(sql`${SORTS[sort] ?? giftCards.createdAt} ${sql.raw(order)} nulls last`, sql`${giftCards.id} ${sql.raw(order)}`)
      .limit(limit)
      .offset(offset),
  count: (db: DbOrTx, where: SQL | undefined) => cappedCount(db, giftCards, where),
  async byId(db: DbOrTx, id: number): Promise<GiftCardRow | undefined> {
    return (await db.select().from(giftCards).where(eq(giftCards.id, id)))[0];
  },
  async byCode(db: DbOrTx, code: string): Promise<GiftCardRow | undefined> {
    return (await db.select().from(giftCards).where(eq(giftCards.code, code)))[0];
  },
  async lockById(tx: DbOrTx, id: number): Promise<GiftCardRow | undefined> {
    return (await tx.select().from(giftCards).where(eq(giftCards.id, id)).for('update'))[0];
  },
  /** The card of `code`, its row locked for the caller's transaction. */
  async lockByCode(tx: DbOrTx, code: string): Promise<GiftCardRow | undefined> {
    return (await tx.select().from(giftCards).where(eq(giftCards.code, code)).for('update'))[0];
  },
  codesByIds: (db: DbOrTx, ids: number[]) =>
    db.select({ id: giftCards.id, code: giftCards.code, expiresOn: giftCards.expiresOn }).from(giftCards).where(inArray(giftCards.id, ids)),
  /** A new card; undefined when its code is taken (the unique index: draw another). */
  async insert(tx: DbOrTx, values: typeof giftCards.$inferInsert): Promise<GiftCardRow | undefined> {
    return (await tx.insert(giftCards).values(values).onConflictDoNothing().returning())[0];
  },
  setBalance: (tx: DbOrTx, id: number, balanceCents: number, at: Date) =>
    tx.update(giftCards).set({ balanceCents, updatedAt: at }).where(eq(giftCards.id, id)),
  /** The card voided (decision 119): its balance to 0 and who, when and why; under the caller's lock of its row. */
  markVoided: (
    tx: DbOrTx,
    id: number,
    values: { voidedAt: Date; voidedById: number | null; voidReason: string; voidNote: string | null },
  ) =>
    tx
      .update(giftCards)
      .set({ ...values, balanceCents: 0, updatedAt: values.voidedAt })
      .where(eq(giftCards.id, id)),
  usesOf: (db: DbOrTx, id: number) =>
    db.select().from(giftCardUses).where(eq(giftCardUses.giftCardId, id)).orderBy(asc(giftCardUses.at), asc(giftCardUses.id)),
  insertUse: (tx: DbOrTx, values: typeof giftCardUses.$inferInsert) => tx.insert(giftCardUses).values(values),
  async attemptsSince(db: DbOrTx, key: string, since: Date) {
    const [row] = await db
      .select({ n: count() })
      .from(giftCardAttempts)
      .where(and(eq(giftCardAttempts.key, key), gt(giftCardAttempts.at, since)));
    return Number(row?.n ?? 0);
  },
  addAttempt: (db: DbOrTx, key: string) => db.insert(giftCardAttempts).values({ key }),
};

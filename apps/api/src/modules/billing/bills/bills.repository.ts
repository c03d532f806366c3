import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../db/client';
import { cappedCount } from '../../../platform/list';
import { scopeCondition, type TenantScope } from '../../../platform/tenancy';
import { billLines, billNumberSequences, bills } from './bills.table';

export type BillRow = typeof bills.$inferSelect;
export type BillLineRow = typeof billLines.$inferSelect;

/** Who sees which bills (decision 068): the caller's scope, and a customer never sees their drafts. */
export function visibleBills(scope: TenantScope): SQL | undefined {
  const scoped = scopeCondition(scope, { company: bills.companyId, owner: bills.userId });
  return scope.kind === 'own' ? and(scoped, sql`${bills.status} <> 'draft'`) : scoped;
}

/** A number sorts by year, then its place in the year (2025-00042 before 2026-00001). */
const SORTS: Record<string, AnyPgColumn[]> = {
  createdAt: [bills.createdAt],
  number: [bills.year, bills.sequence],
  dueDate: [bills.dueDate],
  total: [bills.inclVatCents],
};
const by = (column: AnyPgColumn, direction: 'asc' | 'desc') => sql`${column} ${sql.raw(direction)} nulls last`;

export const billsRepository = {
  async byId(db: DbOrTx, scope: TenantScope, id: number) {
    const [row] = await db
      .select()
      .from(bills)
      .where(and(eq(bills.id, id), visibleBills(scope)));
    return row;
  },
  async lock(db: DbOrTx, id: number) {
    const [row] = await db.select().from(bills).where(eq(bills.id, id)).for('update');
    return row;
  },
  async insert(db: DbOrTx, values: typeof bills.$inferInsert) {
    const [row] = await db.insert(bills).values(values).returning();
    return row!;
  },
  async update(db: DbOrTx, id: number, values: Partial<typeof bills.$inferInsert>) {
    const [row] = await db
      .update(bills)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(bills.id, id))
      .returning();
    return row!;
  },
  lines: (db: DbOrTx, billId: number) => db.select().from(billLines).where(eq(billLines.billId, billId)).orderBy(asc(billLines.position)),
  async replaceLines(db: DbOrTx, billId: number, lines: Omit<typeof billLines.$inferInsert, 'billId' | 'position'>[]) {
    await db.delete(billLines).where(eq(billLines.billId, billId));
    if (lines.length) await db.insert(billLines).values(lines.map((l, i) => ({ ...l, billId, position: i + 1 })));
  },
  creditNotesOf: (db: DbOrTx, billIds: number[]) =>
    billIds.length
      ? db
          .select({ id: bills.id, number: bills.number, creditOfId: bills.creditOfId })
          .from(bills)
          .where(inArray(bills.creditOfId, billIds))
          .orderBy(asc(bills.id))
      : Promise.resolve([]),
  /** What the credit notes of a bill already gave back, in cents (positive). */
  async creditedCents(db: DbOrTx, billId: number) {
    const [row] = await db
      .select({ n: sql<number>`coalesce(sum(-${bills.inclVatCents}), 0)::int` })
      .from(bills)
      .where(eq(bills.creditOfId, billId));
    return Number(row?.n ?? 0);
  },
  /** `creditedCents` of many bills in one query (bills without a credit note are absent: 0). */
  async creditedCentsOf(db: DbOrTx, billIds: number[]): Promise<Map<number, number>> {
    if (!billIds.length) return new Map();
    const rows = await db
      .select({ id: bills.creditOfId, n: sql<number>`coalesce(sum(-${bills.inclVatCents}), 0)::int` })
      .from(bills)
      .where(inArray(bills.creditOfId, billIds))
      .groupBy(bills.creditOfId);
    return new Map(rows.map((r) => [r.id!, Number(r.n)]));
  },
  /** Locks many bills at once, in id order (two statements locking overlapping sets then never deadlock). */
  lockMany: (db: DbOrTx, ids: number[]) =>
    ids.length ? db.select().from(bills).where(inArray(bills.id, ids)).orderBy(asc(bills.id)).for('update') : Promise.resolve([]),
  numbersByIds: (db: DbOrTx, ids: number[]) =>
    ids.length ? db.select({ id: bills.id, number: bills.number }).from(bills).where(inArray(bills.id, ids)) : Promise.resolve([]),
  /**
   * The next number of `year`, taken inside the caller's transaction: the row lock makes concurrent issuers wait, and
   * a rollback gives the number back, so the sequence has no gap.
   */
  async nextNumber(db: DbOrTx, year: number): Promise<number> {
    const [row] = await db
      .insert(billNumberSequences)
      .values({ year, last: 1 })
      .onConflictDoUpdate({ target: billNumberSequences.year, set: { last: sql`${billNumberSequences.last} + 1` } })
      .returning({ last: billNumberSequences.last });
    return row!.last;
  },
  /** `count` consecutive numbers of `year` at once (a leasing run's batch): the last one is returned, like nextNumber. */
  async nextNumbers(db: DbOrTx, year: number, count: number): Promise<number> {
    const [row] = await db
      .insert(billNumberSequences)
      .values({ year, last: count })
      .onConflictDoUpdate({ target: billNumberSequences.year, set: { last: sql`${billNumberSequences.last} + ${count}` } })
      .returning({ last: billNumberSequences.last });
    return row!.last;
  },
  /** Ids for bills about to be inserted, so that each one's structured communication is known before its insert. */
  async reserveIds(db: DbOrTx, count: number): Promise<number[]> {
    const rows = await db.execute<{ id: number }>(
      sql`select nextval(pg_get_serial_sequence('bills', 'id'))::int as id from generate_series(1, ${count})`,
    );
    return rows.rows.map((r) => Number(r.id));
  },
  page(db: DbOrTx, where: SQL | undefined, sort: string, order: 'asc' | 'desc', limit: number, offset: number) {
    return db
      .select()
      .from(bills)
      .where(where)
      .orderBy(...(SORTS[sort] ?? SORTS.createdAt!).map((column) => by(column, order)), by(bills.id, order))
      .limit(limit)
      .offset(offset);
  },
  count: (db: DbOrTx, where: SQL | undefined) => cappedCount(db, bills, where),
};

import type { BillListQuery, BillStatus } from '@veloport/domain';
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../db/client';
import { cappedCount, containsPattern } from '../../../platform/list';
import { scopeCondition, type TenantScope } from '../../../platform/tenancy';
import { billLines, billNumberSequences, bills } from './bills.table';

export type BillRow = typeof bills.$inferSelect;
export type BillLineRow = typeof billLines.$inferSelect;

/** Who sees which bills (decision 068): the caller's scope; a draft stays with the staff (no customer or fleet manager sees it). */
export function visibleBills(scope: TenantScope): SQL | undefined {
  const scoped = scopeCondition(scope, { company: bills.companyId, owner: bills.userId });
  return scope.kind === 'all' ? scoped : and(scoped, sql`${bills.status} <> 'draft'`);
}

const OPEN = ['issued', 'sent', 'partly_paid'];
function statusWhere(status: BillStatus | undefined, today: string): SQL | undefined {
  if (!status) return undefined;
  const open = sql`${bills.status} in ('issued', 'sent', 'partly_paid')`;
  if (status === 'overdue') return and(open, sql`${bills.dueDate} < ${today}`);
  // Issuing always sets a due date, so an open bill is either overdue or due from today (a plain range: indexable).
  if (OPEN.includes(status)) return and(eq(bills.status, status), sql`${bills.dueDate} >= ${today}`);
  return eq(bills.status, status);
}

/** Words anywhere in the number, customer or communication; `+++123/4567/…` typed with its signs finds the digits. */
function searchWhere(q: string): SQL {
  const digits = q.replace(/[\s+/]/g, '');
  const words = sql`${bills.search} like ${containsPattern(q.toLowerCase())}`;
  return /^\d+$/.test(digits) && digits !== q ? sql`(${words} or ${bills.search} like ${containsPattern(digits)})` : words;
}

/** The bills list's filter: the scope (decision 068), the status as of `today` (overdue is not stored), kind, company, words. */
export function billListWhere(scope: TenantScope, query: BillListQuery, today: string): SQL | undefined {
  return and(
    visibleBills(scope),
    statusWhere(query.status, today),
    query.toSend ? eq(bills.status, 'issued') : undefined,
    query.kind ? eq(bills.kind, query.kind) : undefined,
    query.companyId ? eq(bills.companyId, query.companyId) : undefined,
    query.q ? searchWhere(query.q) : undefined,
  );
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
  remove: (tx: DbOrTx, id: number) => tx.delete(bills).where(eq(bills.id, id)),
  async byId(db: DbOrTx, scope: TenantScope, id: number) {
    const [row] = await db
      .select()
      .from(bills)
      .where(and(eq(bills.id, id), visibleBills(scope)));
    return row;
  },
  /** The bill printed with `number` (its year and sequence: the unique index), or undefined. */
  async idByNumber(db: DbOrTx, year: number, sequence: number): Promise<number | undefined> {
    const [row] = await db
      .select({ id: bills.id })
      .from(bills)
      .where(and(eq(bills.year, year), eq(bills.sequence, sequence)));
    return row?.id;
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

import type { ExpenseReportQuery, ExpenseSettings } from '@veloport/domain';
import { and, asc, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { containsPattern } from '../../../platform/list';
import { scopeCondition, type TenantScope } from '../../../platform/tenancy';
import { expenseBankAccounts, expenseBatches, expenseReports, expenseSettings } from './expense-reports.table';

export type ExpenseReportRow = typeof expenseReports.$inferSelect;
export type ExpenseBatchRow = typeof expenseBatches.$inferSelect;
const owner = { owner: expenseReports.userId };

function listWhere(scope: TenantScope, query: Omit<ExpenseReportQuery, 'page' | 'perPage' | 'order' | 'format'>): SQL | undefined {
  const q = query.q ? containsPattern(query.q) : null;
  return and(
    scopeCondition(scope, owner),
    query.userId ? eq(expenseReports.userId, query.userId) : undefined,
    query.status ? eq(expenseReports.status, query.status) : undefined,
    query.category ? eq(expenseReports.category, query.category) : undefined,
    query.from ? sql`${expenseReports.date} >= ${query.from}` : undefined,
    query.to ? sql`${expenseReports.date} <= ${query.to}` : undefined,
    q ? sql`${expenseReports.description} ilike ${q}` : undefined,
  );
}

/** Expense reports, their reimbursement batches, the staff's IBANs and the settings (decision 088). */
export const expenseReportsRepository = {
  async insert(db: DbOrTx, values: typeof expenseReports.$inferInsert): Promise<ExpenseReportRow> {
    const [row] = await db.insert(expenseReports).values(values).returning();
    return row!;
  },
  /** One report, when the scope may see it (another person's is not found). */
  async get(db: DbOrTx, scope: TenantScope, id: number, lock = false): Promise<ExpenseReportRow | null> {
    const where = and(eq(expenseReports.id, id), scopeCondition(scope, owner));
    const query = db.select().from(expenseReports).where(where);
    const [row] = lock ? await query.for('update') : await query;
    return row ?? null;
  },
  async update(db: DbOrTx, id: number, set: Partial<typeof expenseReports.$inferInsert>): Promise<ExpenseReportRow> {
    const [row] = await db.update(expenseReports).set(set).where(eq(expenseReports.id, id)).returning();
    return row!;
  },
  async remove(db: DbOrTx, id: number) {
    await db.delete(expenseReports).where(eq(expenseReports.id, id));
  },
  many(db: DbOrTx, ids: number[]): Promise<ExpenseReportRow[]> {
    if (!ids.length) return Promise.resolve([]);
    return db.select().from(expenseReports).where(inArray(expenseReports.id, ids)).orderBy(asc(expenseReports.id)).for('update');
  },
  async page(db: DbOrTx, scope: TenantScope, query: ExpenseReportQuery, limit: number, offset: number) {
    const dir = query.order === 'asc' ? asc : desc;
    const column =
      { amount: expenseReports.amountInclVatCents, category: expenseReports.category, status: expenseReports.status }[query.sort ?? ''] ??
      expenseReports.date;
    const where = listWhere(scope, query);
    const [rows, [total]] = await Promise.all([
      db.select().from(expenseReports).where(where).orderBy(dir(column), dir(expenseReports.id)).limit(limit).offset(offset),
      db.select({ n: count() }).from(expenseReports).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  },
  /** Totals per person and per category of the reports the filters select (drafts never count). */
  async totals(db: DbOrTx, query: ExpenseReportQuery) {
    const where = and(listWhere({ kind: 'all' }, query), sql`${expenseReports.status} <> 'draft'`);
    const sum = sql<number>`coalesce(sum(${expenseReports.amountInclVatCents}), 0)`.mapWith(Number);
    const [byPerson, byCategory] = await Promise.all([
      db
        .select({ userId: expenseReports.userId, count: count(), totalCents: sum })
        .from(expenseReports)
        .where(where)
        .groupBy(expenseReports.userId),
      db
        .select({ category: expenseReports.category, count: count(), totalCents: sum })
        .from(expenseReports)
        .where(where)
        .groupBy(expenseReports.category),
    ]);
    return { byPerson, byCategory };
  },
  async owners(db: DbOrTx, ids: number[]): Promise<number[]> {
    if (!ids.length) return [];
    const rows = await db.selectDistinct({ userId: expenseReports.userId }).from(expenseReports).where(inArray(expenseReports.id, ids));
    return rows.map((r) => r.userId);
  },
  setBatch(db: DbOrTx, ids: number[], batchId: number) {
    return db
      .update(expenseReports)
      .set({ batchId })
      .where(and(inArray(expenseReports.id, ids), isNull(expenseReports.batchId)));
  },
  ofBatch(db: DbOrTx, batchId: number): Promise<ExpenseReportRow[]> {
    return db.select().from(expenseReports).where(eq(expenseReports.batchId, batchId)).orderBy(asc(expenseReports.id));
  },
  reimburseBatch(db: DbOrTx, batchId: number, paidOn: string) {
    return db
      .update(expenseReports)
      .set({ status: 'reimbursed', reimbursedOn: paidOn })
      .where(and(eq(expenseReports.batchId, batchId), eq(expenseReports.status, 'approved')))
      .returning({ id: expenseReports.id });
  },

  async insertBatch(db: DbOrTx, values: typeof expenseBatches.$inferInsert): Promise<ExpenseBatchRow> {
    const [row] = await db.insert(expenseBatches).values(values).returning();
    return row!;
  },
  async batch(db: DbOrTx, id: number): Promise<ExpenseBatchRow | null> {
    const [row] = await db.select().from(expenseBatches).where(eq(expenseBatches.id, id));
    return row ?? null;
  },
  batches(db: DbOrTx, limit: number) {
    return db.select().from(expenseBatches).orderBy(desc(expenseBatches.createdAt), desc(expenseBatches.id)).limit(limit);
  },
  batchReportIds(db: DbOrTx, batchIds: number[]) {
    if (!batchIds.length) return Promise.resolve([]);
    return db
      .select({ id: expenseReports.id, batchId: expenseReports.batchId })
      .from(expenseReports)
      .where(inArray(expenseReports.batchId, batchIds))
      .orderBy(asc(expenseReports.id));
  },
  async markBatchPaid(db: DbOrTx, id: number, paidOn: string, paidById: number | null) {
    const [row] = await db
      .update(expenseBatches)
      .set({ status: 'paid', paidOn, paidById })
      .where(and(eq(expenseBatches.id, id), eq(expenseBatches.status, 'open')))
      .returning();
    return row ?? null;
  },
  /** The next message id: `VP-EXP-000042`, one more than the batches so far (under the batch transaction's lock). */
  async nextMessageId(db: DbOrTx): Promise<string> {
    await db.execute(sql`select pg_advisory_xact_lock(hashtext('expense_batches'))`);
    const [row] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(expenseBatches);
    return `VP-EXP-${String((row?.n ?? 0) + 1).padStart(6, '0')}`;
  },

  async ibans(db: DbOrTx, userIds: number[]): Promise<Map<number, string>> {
    if (!userIds.length) return new Map();
    const rows = await db.select().from(expenseBankAccounts).where(inArray(expenseBankAccounts.userId, userIds));
    return new Map(rows.map((r) => [r.userId, r.iban]));
  },
  async setIban(db: DbOrTx, userId: number, iban: string) {
    await db
      .insert(expenseBankAccounts)
      .values({ userId, iban })
      .onConflictDoUpdate({ target: expenseBankAccounts.userId, set: { iban, updatedAt: sql`now()` } });
  },

  async settings(db: DbOrTx): Promise<ExpenseSettings | null> {
    const [row] = await db.select().from(expenseSettings).where(eq(expenseSettings.id, 1));
    return (row?.settings as ExpenseSettings | undefined) ?? null;
  },
  async saveSettings(db: DbOrTx, settings: ExpenseSettings) {
    await db
      .insert(expenseSettings)
      .values({ id: 1, settings })
      .onConflictDoUpdate({ target: expenseSettings.id, set: { settings, updatedAt: sql`now()` } });
  },
};

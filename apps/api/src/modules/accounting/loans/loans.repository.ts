import { asc, count, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { loanBikes, loanPayments, loanPrepayments, loans } from './loans.table';

export type LoanRow = typeof loans.$inferSelect;
export type LoanPaymentRow = typeof loanPayments.$inferSelect;
export type LoanPrepaymentRow = typeof loanPrepayments.$inferSelect;

/** Loans, the bikes they financed and the instalments paid (decision 087). */
export const loansRepository = {
  async insert(db: DbOrTx, values: typeof loans.$inferInsert, bikeIds: number[]): Promise<LoanRow> {
    const [row] = await db.insert(loans).values(values).returning();
    if (bikeIds.length) await db.insert(loanBikes).values(bikeIds.map((bikeId) => ({ loanId: row!.id, bikeId })));
    return row!;
  },
  async get(db: DbOrTx, id: number, forUpdate = false): Promise<LoanRow | null> {
    const q = db.select().from(loans).where(eq(loans.id, id));
    const [row] = forUpdate ? await q.for('update') : await q;
    return row ?? null;
  },
  /** Every loan: a business has a handful, so the list computes each one's position and sorts in memory. */
  all(db: DbOrTx) {
    return db.select().from(loans).orderBy(asc(loans.startDate), asc(loans.id));
  },
  paymentsOf(db: DbOrTx, loanIds: number[]): Promise<LoanPaymentRow[]> {
    if (!loanIds.length) return Promise.resolve([]);
    return db.select().from(loanPayments).where(inArray(loanPayments.loanId, loanIds)).orderBy(asc(loanPayments.number));
  },
  async bikesOf(db: DbOrTx, loanId: number): Promise<number[]> {
    const rows = await db
      .select({ bikeId: loanBikes.bikeId })
      .from(loanBikes)
      .where(eq(loanBikes.loanId, loanId))
      .orderBy(asc(loanBikes.bikeId));
    return rows.map((r) => r.bikeId);
  },
  async bikeCounts(db: DbOrTx): Promise<Map<number, number>> {
    const rows = await db.select({ loanId: loanBikes.loanId, n: count() }).from(loanBikes).groupBy(loanBikes.loanId);
    return new Map(rows.map((r) => [r.loanId, r.n]));
  },
  async insertPayment(db: DbOrTx, values: typeof loanPayments.$inferInsert): Promise<LoanPaymentRow> {
    const [row] = await db.insert(loanPayments).values(values).returning();
    return row!;
  },
  prepaymentsOf(db: DbOrTx, loanIds: number[]): Promise<LoanPrepaymentRow[]> {
    if (!loanIds.length) return Promise.resolve([]);
    return db
      .select()
      .from(loanPrepayments)
      .where(inArray(loanPrepayments.loanId, loanIds))
      .orderBy(asc(loanPrepayments.paidOn), asc(loanPrepayments.id));
  },
  async insertPrepayment(db: DbOrTx, values: typeof loanPrepayments.$inferInsert): Promise<LoanPrepaymentRow> {
    const [row] = await db.insert(loanPrepayments).values(values).returning();
    return row!;
  },
  /** The bank statement lines that already paid an instalment. */
  async usedMovementIds(db: DbOrTx): Promise<Set<number>> {
    const rows = await db.select({ id: loanPayments.bankMovementId }).from(loanPayments).where(isNotNull(loanPayments.bankMovementId));
    return new Set(rows.map((r) => r.id!));
  },
  /** Early repayments in a period, with their loan (the bank journal). */
  prepaidBetween(db: DbOrTx, from: string, to: string) {
    return db
      .select({ prepayment: loanPrepayments, lender: loans.lender, reference: loans.reference })
      .from(loanPrepayments)
      .innerJoin(loans, eq(loans.id, loanPrepayments.loanId))
      .where(sql`${loanPrepayments.paidOn} between ${from} and ${to}`)
      .orderBy(asc(loanPrepayments.paidOn), asc(loanPrepayments.id));
  },
  /** Instalments paid in a period, with their loan (the bank journal). */
  paidBetween(db: DbOrTx, from: string, to: string) {
    return db
      .select({ payment: loanPayments, lender: loans.lender, reference: loans.reference })
      .from(loanPayments)
      .innerJoin(loans, eq(loans.id, loanPayments.loanId))
      .where(sql`${loanPayments.paidOn} between ${from} and ${to}`)
      .orderBy(asc(loanPayments.paidOn), asc(loanPayments.id));
  },
};

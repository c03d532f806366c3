import type { RefundListQuery } from '@veloport/domain';
import { and, asc, count, desc, eq, gte, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { containsPattern } from '../../../platform/list';
import { bills } from '../bills/bills.table';
import { billPayments } from '../payments/payments.table';
import { refundBatches, refunds } from './refunds.table';

export type RefundRow = typeof refunds.$inferSelect;
export type BatchRow = typeof refundBatches.$inferSelect;

function listWhere(query: RefundListQuery): SQL | undefined {
  const q = query.q ? containsPattern(query.q) : null;
  return and(
    query.billId ? eq(refunds.billId, query.billId) : undefined,
    query.batchId ? eq(refunds.batchId, query.batchId) : undefined,
    query.method ? eq(refunds.method, query.method) : undefined,
    query.from ? gte(refunds.date, query.from) : undefined,
    query.to ? lte(refunds.date, query.to) : undefined,
    // The customer (as the bill names them), the beneficiary, the bill's number or the IBAN.
    q
      ? or(
          sql`${bills.customerName} ilike ${q}`,
          sql`${refunds.beneficiaryName} ilike ${q}`,
          sql`${bills.number} ilike ${q}`,
          sql`${refunds.iban} ilike ${q}`,
        )
      : undefined,
    query.status === 'done' ? sql`${refunds.method} <> 'transfer'` : undefined,
    query.status === 'pending' ? and(eq(refunds.method, 'transfer'), isNull(refunds.batchId)) : undefined,
    query.status === 'batched' ? sql`${refunds.batchId} is not null` : undefined,
  );
}

/** Refunds, their pain.001 batches, and the bills they give credit back on (decision 061). */
export const refundsRepository = {
  /** What an invoice received through the payment provider's checkout `reference` (`provider:session`), and gave back online (decision 112). */
  async online(db: DbOrTx, billId: number, reference: string) {
    const [paid] = await db
      .select({ cents: sql<number>`coalesce(sum(${billPayments.amountCents}), 0)::int` })
      .from(billPayments)
      .where(and(eq(billPayments.billId, billId), eq(billPayments.source, 'online'), eq(billPayments.reference, reference)));
    const [back] = await db
      .select({ cents: sql<number>`coalesce(sum(${refunds.amountCents}), 0)::int` })
      .from(refunds)
      .where(and(eq(refunds.billId, billId), eq(refunds.method, 'online')));
    return { paidCents: paid?.cents ?? 0, refundedCents: back?.cents ?? 0 };
  },
  async page(db: DbOrTx, query: RefundListQuery, limit: number, offset: number) {
    const dir = query.order === 'asc' ? asc : desc;
    const column = { createdAt: refunds.createdAt, amount: refunds.amountCents, date: refunds.date, customer: bills.customerName }[
      query.sort
    ];
    const rows = await db
      .select({ refund: refunds })
      .from(refunds)
      .innerJoin(bills, eq(bills.id, refunds.billId))
      .where(listWhere(query))
      .orderBy(dir(column), dir(refunds.id))
      .limit(limit)
      .offset(offset);
    return rows.map((r) => r.refund);
  },
  async count(db: DbOrTx, query: RefundListQuery) {
    const [row] = await db.select({ n: count() }).from(refunds).innerJoin(bills, eq(bills.id, refunds.billId)).where(listWhere(query));
    return Number(row?.n ?? 0);
  },
  /** The bills' numbers and customers, for the list. */
  billRefs: (db: DbOrTx, billIds: number[]) =>
    billIds.length
      ? db.select({ id: bills.id, number: bills.number, customerName: bills.customerName }).from(bills).where(inArray(bills.id, billIds))
      : Promise.resolve([]),
  /** The provider's refund ids of online refunds (their payments' references, decision 112). */
  providerRefs: (db: DbOrTx, paymentIds: number[]) =>
    paymentIds.length
      ? db.select({ id: billPayments.id, reference: billPayments.reference }).from(billPayments).where(inArray(billPayments.id, paymentIds))
      : Promise.resolve([]),
  batchRefs: (db: DbOrTx, batchIds: number[]) =>
    batchIds.length
      ? db
          .select({ id: refundBatches.id, messageId: refundBatches.messageId })
          .from(refundBatches)
          .where(inArray(refundBatches.id, batchIds))
      : Promise.resolve([]),
  /** The invoices of a customer (a company, else a person) that may hold a credit: issued, sent, paid or credited. */
  creditInvoicesOf: (db: DbOrTx, customer: { companyId: number | null; userId: number | null }) => {
    const who = customer.companyId !== null ? eq(bills.companyId, customer.companyId) : eq(bills.userId, customer.userId!);
    return db
      .select({ id: bills.id })
      .from(bills)
      .where(and(who, eq(bills.kind, 'invoice'), inArray(bills.status, ['issued', 'sent', 'partly_paid', 'paid', 'credited'])));
  },
  async insert(tx: DbOrTx, values: typeof refunds.$inferInsert): Promise<RefundRow> {
    return (await tx.insert(refunds).values(values).returning())[0]!;
  },
  async setTransfer(tx: DbOrTx, id: number, transferId: number): Promise<RefundRow> {
    return (await tx.update(refunds).set({ transferId }).where(eq(refunds.id, id)).returning())[0]!;
  },
  /** Refunds by transfer not yet in a file (at most 5000), locked; a refund another batch is taking is skipped. */
  lockPendingTransfers: (tx: DbOrTx) =>
    tx
      .select()
      .from(refunds)
      .where(and(eq(refunds.method, 'transfer'), isNull(refunds.batchId)))
      .orderBy(asc(refunds.id))
      .limit(5_000)
      .for('update', { skipLocked: true }),
  setBatch: (tx: DbOrTx, refundIds: number[], batchId: number) => tx.update(refunds).set({ batchId }).where(inArray(refunds.id, refundIds)),
  ofBatch: (db: DbOrTx, batchId: number) => db.select().from(refunds).where(eq(refunds.batchId, batchId)).orderBy(asc(refunds.id)),
  /** A batch's refunds with their bill's number: the file's payments. */
  ofBatchWithNumbers: (db: DbOrTx, batchId: number) =>
    db
      .select({ refund: refunds, number: bills.number })
      .from(refunds)
      .innerJoin(bills, eq(bills.id, refunds.billId))
      .where(eq(refunds.batchId, batchId))
      .orderBy(asc(refunds.id)),

  async insertBatch(tx: DbOrTx, values: typeof refundBatches.$inferInsert): Promise<BatchRow> {
    return (await tx.insert(refundBatches).values(values).returning())[0]!;
  },
  async setMessageId(tx: DbOrTx, id: number, messageId: string): Promise<BatchRow> {
    return (await tx.update(refundBatches).set({ messageId }).where(eq(refundBatches.id, id)).returning())[0]!;
  },
  async batch(db: DbOrTx, id: number): Promise<BatchRow | undefined> {
    return (await db.select().from(refundBatches).where(eq(refundBatches.id, id)))[0];
  },
  async batches(db: DbOrTx, limit: number, offset: number) {
    const [rows, [total]] = await Promise.all([
      db.select().from(refundBatches).orderBy(desc(refundBatches.createdAt), desc(refundBatches.id)).limit(limit).offset(offset),
      db.select({ n: count() }).from(refundBatches),
    ]);
    return { rows, total: Number(total?.n ?? 0) };
  },
  /** The first download's mark; undefined when another download came first. */
  async markDownloaded(tx: DbOrTx, id: number, at: Date): Promise<BatchRow | undefined> {
    return (
      await tx
        .update(refundBatches)
        .set({ downloadedAt: at })
        .where(and(eq(refundBatches.id, id), isNull(refundBatches.downloadedAt)))
        .returning()
    )[0];
  },
};

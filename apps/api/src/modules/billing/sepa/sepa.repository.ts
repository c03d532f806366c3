import { and, asc, count, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { containsPattern } from '../../../platform/list';
import { bills } from '../bills/bills.table';
import { sepaBatches, sepaDebits, sepaMandates } from './sepa.table';

export type MandateRow = typeof sepaMandates.$inferSelect;
export type BatchRow = typeof sepaBatches.$inferSelect;
export type DebitRow = typeof sepaDebits.$inferSelect;
export type MandateFilters = { status?: string; companyId?: number; userId?: number; q?: string };

const MANDATE_SORTS = {
  createdAt: sepaMandates.createdAt,
  reference: sepaMandates.reference,
  debtorName: sepaMandates.debtorName,
  signatureDate: sepaMandates.signatureDate,
} as const;
const BATCH_SORTS = { createdAt: sepaBatches.createdAt, collectionDate: sepaBatches.collectionDate } as const;

/** A bill that can still be collected: an issued invoice with something left to pay (decision 041's open statuses). */
const collectable = and(
  eq(bills.kind, 'invoice'),
  inArray(bills.status, ['issued', 'sent', 'partly_paid']),
  sql`${bills.inclVatCents} > ${bills.paidCents}`,
);
const inOpenBatch = sql`exists (select 1 from ${sepaDebits} where ${sepaDebits.billId} = ${bills.id} and ${sepaDebits.open})`;

export function mandateWhere(f: MandateFilters): SQL | undefined {
  const q = f.q ? containsPattern(f.q) : null;
  return and(
    f.status ? eq(sepaMandates.status, f.status) : undefined,
    f.companyId ? eq(sepaMandates.companyId, f.companyId) : undefined,
    f.userId ? eq(sepaMandates.userId, f.userId) : undefined,
    q
      ? or(
          ilike(sepaMandates.reference, q),
          ilike(sepaMandates.debtorName, q),
          ilike(sepaMandates.iban, containsPattern(f.q!.replace(/\s/g, ''))),
        )
      : undefined,
  );
}

export const sepaRepository = {
  /** The batch of each of these debits. */
  batchesOfDebits: (db: DbOrTx, debitIds: number[]) =>
    debitIds.length
      ? db.select({ id: sepaDebits.id, batchId: sepaDebits.batchId }).from(sepaDebits).where(inArray(sepaDebits.id, debitIds))
      : Promise.resolve([]),
  async insertMandate(db: DbOrTx, values: typeof sepaMandates.$inferInsert) {
    const [row] = await db.insert(sepaMandates).values(values).returning();
    return row!;
  },
  async updateMandate(db: DbOrTx, id: number, values: Partial<typeof sepaMandates.$inferInsert>) {
    const [row] = await db
      .update(sepaMandates)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(sepaMandates.id, id))
      .returning();
    return row!;
  },
  async mandate(db: DbOrTx, id: number, lock = false) {
    const query = db.select().from(sepaMandates).where(eq(sepaMandates.id, id));
    const [row] = lock ? await query.for('update') : await query;
    return row;
  },
  async mandateByReference(db: DbOrTx, reference: string) {
    const [row] = await db.select({ id: sepaMandates.id }).from(sepaMandates).where(eq(sepaMandates.reference, reference));
    return row;
  },
  mandatePage(db: DbOrTx, where: SQL | undefined, sort: keyof typeof MANDATE_SORTS, order: 'asc' | 'desc', limit: number, offset: number) {
    const dir = order === 'asc' ? asc : desc;
    return db.select().from(sepaMandates).where(where).orderBy(dir(MANDATE_SORTS[sort]), dir(sepaMandates.id)).limit(limit).offset(offset);
  },
  async mandateCount(db: DbOrTx, where: SQL | undefined) {
    const [row] = await db.select({ n: count() }).from(sepaMandates).where(where);
    return Number(row?.n ?? 0);
  },
  /**
   * Per mandate: its debits in batches, those the bank sent back, and the last accepted collection date, in one query.
   * `accepted` is what the sequence type counts (decision 061: a rejected FRST leaves the next one FRST).
   */
  async mandateHistory(db: DbOrTx, ids: number[]) {
    if (!ids.length) return new Map<number, { debits: number; accepted: number; rejected: number; last: string | null }>();
    const rows = await db
      .select({
        id: sepaDebits.mandateId,
        debits: count(),
        rejected: sql<number>`(count(*) filter (where ${sepaDebits.rejectedAt} is not null))::int`,
        last: sql<string | null>`max(${sepaBatches.collectionDate}) filter (where ${sepaDebits.rejectedAt} is null)`,
      })
      .from(sepaDebits)
      .innerJoin(sepaBatches, eq(sepaBatches.id, sepaDebits.batchId))
      .where(inArray(sepaDebits.mandateId, ids))
      .groupBy(sepaDebits.mandateId);
    return new Map(
      rows.map((r) => [
        r.id,
        { debits: Number(r.debits), accepted: Number(r.debits) - Number(r.rejected), rejected: Number(r.rejected), last: r.last },
      ]),
    );
  },
  /** A mandate's debits with their batch and bill, newest first (its page). */
  debitsOfMandate: (db: DbOrTx, mandateId: number) =>
    db
      .select({
        debit: sepaDebits,
        number: bills.number,
        customerName: bills.customerName,
        batch: {
          id: sepaBatches.id,
          messageId: sepaBatches.messageId,
          collectionDate: sepaBatches.collectionDate,
          status: sepaBatches.status,
        },
      })
      .from(sepaDebits)
      .innerJoin(bills, eq(bills.id, sepaDebits.billId))
      .innerJoin(sepaBatches, eq(sepaBatches.id, sepaDebits.batchId))
      .where(eq(sepaDebits.mandateId, mandateId))
      .orderBy(desc(sepaDebits.id))
      .limit(500),
  /** Rejected debits per batch. */
  async rejectedCounts(db: DbOrTx, batchIds: number[]) {
    if (!batchIds.length) return new Map<number, number>();
    const rows = await db
      .select({ id: sepaDebits.batchId, n: count() })
      .from(sepaDebits)
      .where(and(inArray(sepaDebits.batchId, batchIds), sql`${sepaDebits.rejectedAt} is not null`))
      .groupBy(sepaDebits.batchId);
    return new Map(rows.map((r) => [r.id, Number(r.n)]));
  },
  /**
   * The bank sent back the direct debits of these bills (a returned debit on a statement, decision 061): each bill's
   * latest debit not yet rejected is marked, and leaves its open batch, so the bill can be collected again.
   */
  async markReturned(db: DbOrTx, billIds: number[]) {
    if (!billIds.length) return [] as { id: number; billId: number; mandateId: number }[];
    const result = await db.execute<{ id: number; billId: number; mandateId: number }>(sql`
      update sepa_debits set rejected_at = now(), open = false
      where id in (select distinct on (bill_id) id from sepa_debits where bill_id in (${sql.join(
        billIds.map((id) => sql`${id}`),
        sql`, `,
      )}) and rejected_at is null order by bill_id, id desc)
      returning id, bill_id as "billId", mandate_id as "mandateId"`);
    return result.rows;
  },
  /** Mandates marked last that this batch collected: they are revoked once their final debit is made. */
  finalMandatesIn: (db: DbOrTx, mandateIds: number[]) =>
    mandateIds.length
      ? db
          .select()
          .from(sepaMandates)
          .where(and(inArray(sepaMandates.id, mandateIds), eq(sepaMandates.finalCollection, true)))
      : Promise.resolve([] as MandateRow[]),
  /** The active mandates of these customers, the most recently signed first. */
  activeMandatesOf(db: DbOrTx, companyIds: number[], userIds: number[]) {
    if (!companyIds.length && !userIds.length) return Promise.resolve([] as MandateRow[]);
    return db
      .select()
      .from(sepaMandates)
      .where(
        and(
          eq(sepaMandates.status, 'active'),
          or(
            companyIds.length ? inArray(sepaMandates.companyId, companyIds) : undefined,
            userIds.length ? inArray(sepaMandates.userId, userIds) : undefined,
          ),
        ),
      )
      .orderBy(desc(sepaMandates.signatureDate), desc(sepaMandates.id));
  },
  /** The bills a batch collects by default: collectable, of a customer with an active mandate, in no open batch. */
  dueBills(db: DbOrTx) {
    const mandated = sql`exists (select 1 from ${sepaMandates} where ${sepaMandates.status} = 'active' and (${sepaMandates.companyId} = ${bills.companyId} or ${sepaMandates.userId} = ${bills.userId}))`;
    return db
      .select()
      .from(bills)
      .where(and(collectable, sql`not ${inOpenBatch}`, mandated))
      .orderBy(asc(bills.dueDate), asc(bills.id))
      .limit(5_000);
  },
  billsByIds: (db: DbOrTx, ids: number[]) =>
    ids.length
      ? db
          .select({ bill: bills, collectable: sql<boolean>`${collectable ?? sql`true`}`, inOpenBatch: sql<boolean>`${inOpenBatch}` })
          .from(bills)
          .where(inArray(bills.id, ids))
      : Promise.resolve([]),

  async insertBatch(db: DbOrTx, values: typeof sepaBatches.$inferInsert) {
    const [row] = await db.insert(sepaBatches).values(values).returning();
    return row!;
  },
  async updateBatch(db: DbOrTx, id: number, values: Partial<typeof sepaBatches.$inferInsert>) {
    const [row] = await db.update(sepaBatches).set(values).where(eq(sepaBatches.id, id)).returning();
    return row!;
  },
  /** In chunks: a batch of thousands of debits would pass PostgreSQL's 65,535 parameters in one statement. */
  async insertDebits(db: DbOrTx, values: (typeof sepaDebits.$inferInsert)[]) {
    for (let i = 0; i < values.length; i += 1_000) await db.insert(sepaDebits).values(values.slice(i, i + 1_000));
  },
  closeDebits: (db: DbOrTx, batchId: number) => db.update(sepaDebits).set({ open: false }).where(eq(sepaDebits.batchId, batchId)),
  async batch(db: DbOrTx, id: number, lock = false) {
    const query = db.select().from(sepaBatches).where(eq(sepaBatches.id, id));
    const [row] = lock ? await query.for('update') : await query;
    return row;
  },
  batchPage(db: DbOrTx, status: string | undefined, sort: keyof typeof BATCH_SORTS, order: 'asc' | 'desc', limit: number, offset: number) {
    const dir = order === 'asc' ? asc : desc;
    const where = status ? eq(sepaBatches.status, status) : undefined;
    return db.select().from(sepaBatches).where(where).orderBy(dir(BATCH_SORTS[sort]), dir(sepaBatches.id)).limit(limit).offset(offset);
  },
  async batchCount(db: DbOrTx, status: string | undefined) {
    const [row] = await db
      .select({ n: count() })
      .from(sepaBatches)
      .where(status ? eq(sepaBatches.status, status) : undefined);
    return Number(row?.n ?? 0);
  },
  /** The first download's mark; undefined when another download came first. */
  async markDownloaded(tx: DbOrTx, id: number, at: Date) {
    const where = and(eq(sepaBatches.id, id), isNull(sepaBatches.downloadedAt));
    return (await tx.update(sepaBatches).set({ downloadedAt: at }).where(where).returning())[0];
  },
  /** A batch's debits with their bill's number and customer, in file order. */
  debitsOf: (db: DbOrTx, batchId: number) =>
    db
      .select({ debit: sepaDebits, number: bills.number, customerName: bills.customerName })
      .from(sepaDebits)
      .innerJoin(bills, eq(bills.id, sepaDebits.billId))
      .where(eq(sepaDebits.batchId, batchId))
      .orderBy(asc(sepaDebits.id)),
};

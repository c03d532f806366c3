import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import type { BankMovementListQuery } from '@veloport/domain';
import { cappedCount, containsPattern } from '../../../platform/list';
import { bills } from '../bills/bills.table';
import { bankMovements, bankStatements, billPayments, paymentReminders } from './payments.table';

export type MovementRow = typeof bankMovements.$inferSelect;
export type StatementRow = typeof bankStatements.$inferSelect;
export type ReminderRow = typeof paymentReminders.$inferSelect;

/** What is left to pay on a bill: its total, less its credit notes and what was paid. */
const openCents = sql<number>`(${bills.inclVatCents} - ${bills.paidCents} - coalesce((select sum(-c.incl_vat_cents) from bills c where c.credit_of_id = ${bills.id}), 0))::int`;
const OPEN = ['issued', 'sent', 'partly_paid'];
const billRef = {
  id: bills.id,
  kind: bills.kind,
  status: bills.status,
  number: bills.number,
  customerName: bills.customerName,
  structuredCommunication: bills.structuredCommunication,
  paidCents: bills.paidCents,
  openCents,
};
export type BillRef = {
  id: number;
  kind: string;
  status: string;
  number: string | null;
  customerName: string;
  structuredCommunication: string;
  paidCents: number;
  openCents: number;
};

export const paymentsRepository = {
  /**
   * The credit a customer has with us (decision 061): per invoice, what was paid beyond its total less its credit notes,
   * summed over the customer's invoices. Refunds are negative payments, so what was given back is already out of it.
   */
  async customerCreditCents(db: DbOrTx, customer: { companyId: number | null; userId: number | null }) {
    const who =
      customer.companyId !== null
        ? eq(bills.companyId, customer.companyId)
        : customer.userId !== null
          ? eq(bills.userId, customer.userId)
          : undefined;
    if (!who) return 0;
    // "bills"."id" written out: drizzle writes `${bills.id}` as a bare "id" here, which the subquery read as c.id (decision 065).
    const [row] = await db
      .select({
        credit: sql<number>`coalesce(sum(greatest(${bills.paidCents} - ${bills.inclVatCents} - coalesce((select sum(c.incl_vat_cents) from bills c where c.credit_of_id = "bills"."id"), 0), 0)), 0)::int`,
      })
      .from(bills)
      .where(and(who, eq(bills.kind, 'invoice'), inArray(bills.status, ['issued', 'sent', 'partly_paid', 'paid', 'credited'])));
    return Number(row?.credit ?? 0);
  },
  async paymentOfBill(db: DbOrTx, billId: number, paymentId: number) {
    return (
      await db
        .select()
        .from(billPayments)
        .where(and(eq(billPayments.id, paymentId), eq(billPayments.billId, billId)))
    )[0];
  },
  /** The payment that undid `paymentId`, if any. */
  async undoOf(db: DbOrTx, paymentId: number) {
    return (await db.select({ id: billPayments.id }).from(billPayments).where(eq(billPayments.undoOfId, paymentId)))[0];
  },
  /** Waiting (or dismissed…) movements of a statement, by `q` in the counterparty, the free text, the account or the communication's digits. */
  movementsWhere(query: Pick<BankMovementListQuery, 'q' | 'statementId'>, status: string): SQL | undefined {
    const q = query.q ? containsPattern(query.q) : null;
    const digits = query.q?.replace(/\D/g, '');
    return and(
      eq(bankMovements.status, status),
      query.statementId ? eq(bankMovements.statementId, query.statementId) : undefined,
      q
        ? sql`(${bankMovements.counterpartyName} ilike ${q} or ${bankMovements.freeText} ilike ${q} or ${bankMovements.counterpartyAccount} ilike ${q}${digits ? sql` or ${bankMovements.structuredCommunication} like ${containsPattern(digits)}` : sql``})`
        : undefined,
    );
  },
  /** Issued invoices by their structured communications (twelve digits). */
  billsByCommunication: (db: DbOrTx, digits: string[]): Promise<BillRef[]> =>
    digits.length
      ? db
          .select(billRef)
          .from(bills)
          .where(and(inArray(bills.structuredCommunication, digits), sql`${bills.status} <> 'draft'`))
      : Promise.resolve([]),
  /** Open invoices whose amount left to pay is one of `amounts`: the candidates of a match by amount and name. */
  openBillsByAmount: (db: DbOrTx, amounts: number[]): Promise<BillRef[]> =>
    amounts.length
      ? db
          .select(billRef)
          .from(bills)
          .where(and(eq(bills.kind, 'invoice'), inArray(bills.status, OPEN), inArray(openCents, amounts)))
      : Promise.resolve([]),
  billRef: async (db: DbOrTx, id: number): Promise<BillRef | undefined> =>
    (await db.select(billRef).from(bills).where(eq(bills.id, id)))[0],
  billRefsByIds: (db: DbOrTx, ids: number[]) =>
    ids.length
      ? db.select({ id: bills.id, number: bills.number, customerName: bills.customerName }).from(bills).where(inArray(bills.id, ids))
      : Promise.resolve([]),

  statementByReference: async (db: DbOrTx, reference: string) =>
    (await db.select().from(bankStatements).where(eq(bankStatements.reference, reference)))[0],
  async insertStatement(db: DbOrTx, values: typeof bankStatements.$inferInsert) {
    const [row] = await db.insert(bankStatements).values(values).onConflictDoNothing().returning();
    return row;
  },
  setStatementMovements: (db: DbOrTx, id: number, movements: number) =>
    db.update(bankStatements).set({ movements }).where(eq(bankStatements.id, id)),
  /** Which of these movement references were read before (from any statement). */
  async knownReferences(db: DbOrTx, references: string[]) {
    const known = new Set<string>();
    for (let i = 0; i < references.length; i += 1000) {
      const rows = await db
        .select({ reference: bankMovements.reference })
        .from(bankMovements)
        .where(inArray(bankMovements.reference, references.slice(i, i + 1000)));
      for (const r of rows) known.add(r.reference);
    }
    return known;
  },
  /** Many movements in few statements; one read twice at the same moment is skipped (onConflictDoNothing). */
  async insertMovements(db: DbOrTx, values: (typeof bankMovements.$inferInsert)[]) {
    const inserted: { id: number; reference: string }[] = [];
    for (let i = 0; i < values.length; i += 1000) {
      inserted.push(
        ...(await db
          .insert(bankMovements)
          .values(values.slice(i, i + 1000))
          .onConflictDoNothing()
          .returning({ id: bankMovements.id, reference: bankMovements.reference })),
      );
    }
    return inserted;
  },
  /** Links each matched movement of a statement to the payment it made (same bill, same reference). */
  linkPayments: (db: DbOrTx, statementId: number) =>
    db.execute(
      sql`update bank_movements m set payment_id = p.id from bill_payments p where m.statement_id = ${statementId} and m.status = 'matched' and p.bill_id = m.bill_id and p.reference = m.reference and m.payment_id is null`,
    ),
  async updateMovement(db: DbOrTx, id: number, values: Partial<typeof bankMovements.$inferInsert>) {
    const [row] = await db.update(bankMovements).set(values).where(eq(bankMovements.id, id)).returning();
    return row!;
  },
  lockMovement: async (db: DbOrTx, id: number) => (await db.select().from(bankMovements).where(eq(bankMovements.id, id)).for('update'))[0],
  /** Movements per status of each statement. */
  countsByStatement: (db: DbOrTx, ids: number[]) =>
    ids.length
      ? db
          .select({ statementId: bankMovements.statementId, status: bankMovements.status, n: sql<number>`count(*)::int` })
          .from(bankMovements)
          .where(inArray(bankMovements.statementId, ids))
          .groupBy(bankMovements.statementId, bankMovements.status)
      : Promise.resolve([]),
  statementsPage: (db: DbOrTx, order: 'asc' | 'desc', limit: number, offset: number) =>
    db
      .select()
      .from(bankStatements)
      .orderBy(
        order === 'asc' ? asc(bankStatements.createdAt) : desc(bankStatements.createdAt),
        order === 'asc' ? asc(bankStatements.id) : desc(bankStatements.id),
      )
      .limit(limit)
      .offset(offset),
  countStatements: (db: DbOrTx) => cappedCount(db, bankStatements, undefined),
  movementsPage(db: DbOrTx, where: SQL | undefined, sort: 'date' | 'amount', order: 'asc' | 'desc', limit: number, offset: number) {
    const column = sort === 'amount' ? bankMovements.amountCents : bankMovements.date;
    const by = order === 'asc' ? asc : desc;
    return db.select().from(bankMovements).where(where).orderBy(by(column), by(bankMovements.id)).limit(limit).offset(offset);
  },
  countMovements: (db: DbOrTx, where: SQL | undefined) => cappedCount(db, bankMovements, where),

  payments: (db: DbOrTx, billId: number) =>
    db.select().from(billPayments).where(eq(billPayments.billId, billId)).orderBy(asc(billPayments.date), asc(billPayments.id)),
  reminders: (db: DbOrTx, billIds: number[]) =>
    billIds.length
      ? db
          .select()
          .from(paymentReminders)
          .where(inArray(paymentReminders.billId, billIds))
          .orderBy(asc(paymentReminders.sentAt), asc(paymentReminders.id))
      : Promise.resolve([]),
  /** Claims a reminder level of a bill; undefined when it was sent already (the unique index keeps it once). */
  async claimReminder(db: DbOrTx, values: typeof paymentReminders.$inferInsert) {
    const [row] = await db.insert(paymentReminders).values(values).onConflictDoNothing().returning();
    return row;
  },
  /** Invoices still to pay whose due date is before `today`: the daily job's candidates. */
  overdueBills: (db: DbOrTx, today: string, limit: number) =>
    db
      .select({ id: bills.id, dueDate: bills.dueDate })
      .from(bills)
      .where(and(eq(bills.kind, 'invoice'), inArray(bills.status, OPEN), sql`${bills.dueDate} < ${today}`, sql`${openCents} > 0`))
      .orderBy(asc(bills.dueDate), asc(bills.id))
      .limit(limit),
};

import type { AccountingSettings, EntryDraft } from '@veloport/domain';
import { and, asc, count, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { suppliers, purchases } from '../purchases/purchases.table';
import { supplierPaymentBatches } from '../supplier-payments/supplier-payments.table';
import { expenseBatches, expenseReports } from '../expense-reports/expense-reports.table';
import { accountingSettings, daybooks, journalEntries, journalLines, journalNumberSequences } from './journals.table';
import { entrySyncs } from '../horus/horus.table';

export type DaybookRow = typeof daybooks.$inferSelect;

const inPeriod = (daybookId: number | null, from: string, to: string) =>
  and(
    daybookId === null ? undefined : eq(journalEntries.daybookId, daybookId),
    gte(journalEntries.date, from),
    lte(journalEntries.date, to),
  );

/** Rows per insert statement: 9 and 7 parameters a row, well under PostgreSQL's 65,535 a statement. */
const ENTRIES_PER_INSERT = 5_000;
const LINES_PER_INSERT = 8_000;

/** Daybooks, entries and their lines, the settings; and the purchases and payments the books write (decision 084). */
export const journalsRepository = {
  daybooks: (db: DbOrTx) => db.select().from(daybooks).orderBy(asc(daybooks.id)),
  async daybook(db: DbOrTx, id: number) {
    const [row] = await db.select().from(daybooks).where(eq(daybooks.id, id));
    return row ?? null;
  },
  async settings(db: DbOrTx): Promise<AccountingSettings | null> {
    const [row] = await db.select({ settings: accountingSettings.settings }).from(accountingSettings);
    return (row?.settings as AccountingSettings | undefined) ?? null;
  },
  async saveSettings(db: DbOrTx, settings: AccountingSettings) {
    await db
      .insert(accountingSettings)
      .values({ id: 1, settings })
      .onConflictDoUpdate({ target: accountingSettings.id, set: { settings, updatedAt: sql`now()` } });
  },
  /** One writer at a time: numbers are taken in order and a source is never entered twice. */
  lockWriting: (tx: DbOrTx) => tx.execute(sql`select pg_advisory_xact_lock(hashtext('journal_entries'))`),
  async enteredSources(db: DbOrTx, kind: string, ids: number[]): Promise<Set<number>> {
    if (!ids.length) return new Set();
    const rows = await db
      .select({ id: journalEntries.sourceId })
      .from(journalEntries)
      .where(and(eq(journalEntries.sourceKind, kind), inArray(journalEntries.sourceId, ids)));
    return new Set(rows.map((r) => r.id));
  },
  /**
   * Whether the books hold the fleet's depreciation of `month` (its source id, 202611) or of a later month, or the
   * disposal of this bike: an addition dated then would change an entry already written (decision 115).
   */
  async assetBookedFrom(db: DbOrTx, month: number, bikeId: number): Promise<boolean> {
    const rows = await db
      .select({ id: journalEntries.id })
      .from(journalEntries)
      .where(
        sql`(${journalEntries.sourceKind} = 'depreciation' and ${journalEntries.sourceId} >= ${month}) or (${journalEntries.sourceKind} = 'asset_disposal' and ${journalEntries.sourceId} = ${bikeId})`,
      )
      .limit(1);
    return rows.length > 0;
  },
  /** The last number given per daybook and year. */
  async lastNumbers(db: DbOrTx): Promise<Map<string, number>> {
    const rows = await db.select().from(journalNumberSequences);
    return new Map(rows.map((r) => [`${r.daybookId}/${r.year}`, r.last]));
  },
  /**
   * Writes numbered entries with their lines in three statements, and moves each daybook's year to its last number.
   * The entries' totals are their lines' (the check constraint and the commit-time trigger hold them to it).
   */
  async insertEntries(
    tx: DbOrTx,
    entries: { daybookId: number; year: number; number: number; draft: EntryDraft; source: { kind: string; id: number } }[],
  ) {
    if (!entries.length) return;
    // In slices: a statement carries at most 65,535 parameters, and a month of a busy shop is more entries than that
    // allows in one insert (the books' bench, decision 107). Still one transaction, so still all or nothing.
    const idOf = new Map<string, number>();
    for (let i = 0; i < entries.length; i += ENTRIES_PER_INSERT) {
      const ids = await tx
        .insert(journalEntries)
        .values(
          entries.slice(i, i + ENTRIES_PER_INSERT).map((e) => ({
            daybookId: e.daybookId,
            year: e.year,
            number: e.number,
            date: e.draft.date,
            reference: e.draft.reference,
            sourceKind: e.source.kind,
            sourceId: e.source.id,
            debitCents: e.draft.lines.reduce((s, l) => s + l.debitCents, 0),
            creditCents: e.draft.lines.reduce((s, l) => s + l.creditCents, 0),
          })),
        )
        .returning({ id: journalEntries.id, sourceKind: journalEntries.sourceKind, sourceId: journalEntries.sourceId });
      for (const r of ids) idOf.set(`${r.sourceKind}/${r.sourceId}`, r.id);
    }
    const lines = entries.flatMap((e) =>
      e.draft.lines.map((l, position) => ({
        entryId: idOf.get(`${e.source.kind}/${e.source.id}`)!,
        position,
        account: l.account,
        debitCents: l.debitCents,
        creditCents: l.creditCents,
        vatCode: l.vatCode,
        description: l.description,
      })),
    );
    for (let i = 0; i < lines.length; i += LINES_PER_INSERT) await tx.insert(journalLines).values(lines.slice(i, i + LINES_PER_INSERT));
    const last = new Map<string, { daybookId: number; year: number; last: number }>();
    for (const e of entries) {
      const key = `${e.daybookId}/${e.year}`;
      if ((last.get(key)?.last ?? 0) < e.number) last.set(key, { daybookId: e.daybookId, year: e.year, last: e.number });
    }
    await tx
      .insert(journalNumberSequences)
      .values([...last.values()])
      .onConflictDoUpdate({
        target: [journalNumberSequences.daybookId, journalNumberSequences.year],
        set: { last: sql`excluded.last` },
      });
  },
  /** A period's entries in number order, all of them or one window (a daybook's page, decision 110). */
  entries(db: DbOrTx, daybookId: number | null, from: string, to: string, window?: { limit: number; offset: number }) {
    const query = db
      .select()
      .from(journalEntries)
      .where(inPeriod(daybookId, from, to))
      .orderBy(asc(journalEntries.daybookId), asc(journalEntries.year), asc(journalEntries.number));
    return window ? query.limit(window.limit).offset(window.offset) : query;
  },
  /** How many entries a daybook has in the period, and their debit and credit totals (a page's header). */
  async periodTotals(db: DbOrTx, daybookId: number, from: string, to: string) {
    const [row] = await db
      .select({
        n: count(),
        debitCents: sql<number>`coalesce(sum(${journalEntries.debitCents}), 0)`.mapWith(Number),
        creditCents: sql<number>`coalesce(sum(${journalEntries.creditCents}), 0)`.mapWith(Number),
      })
      .from(journalEntries)
      .where(inPeriod(daybookId, from, to));
    return { total: Number(row?.n ?? 0), debitCents: row?.debitCents ?? 0, creditCents: row?.creditCents ?? 0 };
  },
  /** The entries dated in the period per source kind, from the (date, source kind) index (decision 110). */
  async countsBySource(db: DbOrTx, from: string, to: string): Promise<Map<string, number>> {
    const rows = await db
      .select({ kind: journalEntries.sourceKind, n: count() })
      .from(journalEntries)
      .where(and(gte(journalEntries.date, from), lte(journalEntries.date, to)))
      .groupBy(journalEntries.sourceKind);
    return new Map(rows.map((r) => [r.kind, Number(r.n)]));
  },
  /** The sync of these entries with any provider (there is one at a time), for the daybook's screen. */
  syncsOf(db: DbOrTx, entryIds: number[]) {
    if (!entryIds.length) return Promise.resolve([]);
    return db
      .select({ entryId: entrySyncs.entryId, status: entrySyncs.status, error: entrySyncs.error, attempts: entrySyncs.attempts })
      .from(entrySyncs)
      .where(inArray(entrySyncs.entryId, entryIds));
  },
  linesOf(db: DbOrTx, entryIds: number[]) {
    if (!entryIds.length) return Promise.resolve([]);
    return db
      .select()
      .from(journalLines)
      .where(inArray(journalLines.entryId, entryIds))
      .orderBy(asc(journalLines.entryId), asc(journalLines.position));
  },
  /** VAT payable booked in a daybook over a period: credit minus debit on that account. */
  async accountBalance(db: DbOrTx, daybookCode: string, account: string, from: string, to: string): Promise<number> {
    const [row] = await db
      .select({ cents: sql<number>`coalesce(sum(${journalLines.creditCents} - ${journalLines.debitCents}), 0)`.mapWith(Number) })
      .from(journalLines)
      .innerJoin(journalEntries, eq(journalEntries.id, journalLines.entryId))
      .innerJoin(daybooks, eq(daybooks.id, journalEntries.daybookId))
      .where(
        and(
          eq(daybooks.code, daybookCode),
          eq(journalLines.account, account),
          gte(journalEntries.date, from),
          lte(journalEntries.date, to),
        ),
      );
    return row?.cents ?? 0;
  },
  /** Purchase invoices booked (approved or paid) issued in the period. */
  bookedPurchases(db: DbOrTx, from: string, to: string) {
    return db
      .select({
        id: purchases.id,
        kind: purchases.kind,
        number: purchases.number,
        issueDate: purchases.issueDate,
        exclVatCents: purchases.exclVatCents,
        vatCents: purchases.vatCents,
        supplierName: suppliers.name,
      })
      .from(purchases)
      .innerJoin(suppliers, eq(suppliers.id, purchases.supplierId))
      .where(and(inArray(purchases.status, ['approved', 'paid']), gte(purchases.issueDate, from), lte(purchases.issueDate, to)))
      .orderBy(asc(purchases.issueDate), asc(purchases.id));
  },
  /** Purchases paid in the period (their batch marked paid). */
  paidPurchases(db: DbOrTx, from: string, to: string) {
    return db
      .select({
        id: purchases.id,
        number: purchases.number,
        paidOn: purchases.paidOn,
        inclVatCents: purchases.inclVatCents,
        supplierName: suppliers.name,
        messageId: supplierPaymentBatches.messageId,
      })
      .from(purchases)
      .innerJoin(suppliers, eq(suppliers.id, purchases.supplierId))
      .innerJoin(supplierPaymentBatches, eq(supplierPaymentBatches.id, purchases.batchId))
      .where(and(eq(purchases.status, 'paid'), gte(purchases.paidOn, from), lte(purchases.paidOn, to)))
      .orderBy(asc(purchases.paidOn), asc(purchases.id));
  },
  /** Staff expenses approved (or since reimbursed) dated in the period (decision 088). */
  bookedExpenses(db: DbOrTx, from: string, to: string) {
    return db
      .select({
        id: expenseReports.id,
        date: expenseReports.date,
        category: expenseReports.category,
        description: expenseReports.description,
        exclVatCents: expenseReports.exclVatCents,
        vatCents: expenseReports.vatCents,
      })
      .from(expenseReports)
      .where(and(inArray(expenseReports.status, ['approved', 'reimbursed']), gte(expenseReports.date, from), lte(expenseReports.date, to)))
      .orderBy(asc(expenseReports.date), asc(expenseReports.id));
  },
  /** Staff expenses reimbursed in the period (their transfer batch marked paid). */
  reimbursedExpenses(db: DbOrTx, from: string, to: string) {
    return db
      .select({
        id: expenseReports.id,
        reimbursedOn: expenseReports.reimbursedOn,
        amountCents: expenseReports.amountInclVatCents,
        messageId: expenseBatches.messageId,
      })
      .from(expenseReports)
      .innerJoin(expenseBatches, eq(expenseBatches.id, expenseReports.batchId))
      .where(and(eq(expenseReports.status, 'reimbursed'), gte(expenseReports.reimbursedOn, from), lte(expenseReports.reimbursedOn, to)))
      .orderBy(asc(expenseReports.reimbursedOn), asc(expenseReports.id));
  },
};

import type { AccountingSettings, EntryDraft } from '@veloport/domain';
import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { suppliers, purchases } from '../purchases/purchases.table';
import { supplierPaymentBatches } from '../supplier-payments/supplier-payments.table';
import { accountingSettings, daybooks, journalEntries, journalLines, journalNumberSequences } from './journals.table';

export type DaybookRow = typeof daybooks.$inferSelect;

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
  async nextNumber(tx: DbOrTx, daybookId: number, year: number): Promise<number> {
    const [row] = await tx
      .insert(journalNumberSequences)
      .values({ daybookId, year, last: 1 })
      .onConflictDoUpdate({
        target: [journalNumberSequences.daybookId, journalNumberSequences.year],
        set: { last: sql`${journalNumberSequences.last} + 1` },
      })
      .returning({ last: journalNumberSequences.last });
    return row!.last;
  },
  async insertEntry(tx: DbOrTx, daybookId: number, number: number, draft: EntryDraft, source: { kind: string; id: number }) {
    const total = draft.lines.reduce((s, l) => s + l.debitCents, 0);
    const [entry] = await tx
      .insert(journalEntries)
      .values({
        daybookId,
        year: Number(draft.date.slice(0, 4)),
        number,
        date: draft.date,
        reference: draft.reference,
        sourceKind: source.kind,
        sourceId: source.id,
        debitCents: total,
        creditCents: draft.lines.reduce((s, l) => s + l.creditCents, 0),
      })
      .returning({ id: journalEntries.id });
    await tx.insert(journalLines).values(
      draft.lines.map((l, position) => ({
        entryId: entry!.id,
        position,
        account: l.account,
        debitCents: l.debitCents,
        creditCents: l.creditCents,
        vatCode: l.vatCode,
        description: l.description,
      })),
    );
    return entry!.id;
  },
  entries(db: DbOrTx, daybookId: number | null, from: string, to: string) {
    return db
      .select()
      .from(journalEntries)
      .where(and(daybookId === null ? undefined : eq(journalEntries.daybookId, daybookId), gte(journalEntries.date, from), lte(journalEntries.date, to)))
      .orderBy(asc(journalEntries.daybookId), asc(journalEntries.year), asc(journalEntries.number));
  },
  linesOf(db: DbOrTx, entryIds: number[]) {
    if (!entryIds.length) return Promise.resolve([]);
    return db.select().from(journalLines).where(inArray(journalLines.entryId, entryIds)).orderBy(asc(journalLines.entryId), asc(journalLines.position));
  },
  /** VAT payable booked in a daybook over a period: credit minus debit on that account. */
  async accountBalance(db: DbOrTx, daybookCode: string, account: string, from: string, to: string): Promise<number> {
    const [row] = await db
      .select({ cents: sql<number>`coalesce(sum(${journalLines.creditCents} - ${journalLines.debitCents}), 0)`.mapWith(Number) })
      .from(journalLines)
      .innerJoin(journalEntries, eq(journalEntries.id, journalLines.entryId))
      .innerJoin(daybooks, eq(daybooks.id, journalEntries.daybookId))
      .where(and(eq(daybooks.code, daybookCode), eq(journalLines.account, account), gte(journalEntries.date, from), lte(journalEntries.date, to)));
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
};

import {
  addDays,
  assetDisposalEntry,
  brusselsToday,
  depreciationEntry,
  lastDayOfMonth,
  loanPaymentEntry,
  loanPrepaymentEntry,
  daysBetween,
  expenseEntry,
  giftCardGivenEntry,
  giftCardVoidedEntry,
  expenseReimbursementEntry,
  purchaseEntry,
  receiptEntry,
  salesEntry,
  shopGiftCardsEntry,
  supplierPaymentEntry,
  tillTicketBilledEntry,
  tillTicketEntry,
  vatPayableCents,
  withDefaultSettings,
  type AccountingSettings,
  type Clock,
  type DaybookKind,
  type ExpenseCategory,
  type EntryDraft,
  type EntrySyncStatus,
  type JournalEntry,
} from '@veloport/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '../../../db/client';
import type { Jobs } from '../../../platform/jobs';
import { recordAudit } from '../../../platform/audit';
import { invalid, notFound } from '../../../platform/errors';
import { journalsRepository as repo } from './journals.repository';
import type { FleetFinancePort, SalesPort, ShopPort, TillPort } from './journals.ports';
import { monthsEndingIn, sourceCounter, SOURCE_KINDS, SOURCES_OF_DAYBOOK } from './source-counts';

export type { FleetFinancePort, SalesPort, ShopPort, TillPort };

export type JournalsService = ReturnType<typeof createJournalsService>;
type Actor = { id: number | null; ip?: string | null };
/** The longest period one request builds or reads: a year and a day (a leap year's 1 January to 1 January). */
const MAX_PERIOD_DAYS = 367;

type Pending = { draft: EntryDraft; source: { kind: string; id: number } };

/**
 * The journals (decision 084): entries are built for a period from the documents — idempotent, one entry per source
 * document (unique on its kind and id) — when the books are read for that period and its documents outnumber its
 * entries (decision 110), on demand, and by the daily job. Nothing is written when a bill is issued or a ticket rung
 * up, so billing and the till know nothing of the books, and the demo's history back-fills itself.
 */
export function createJournalsService({
  clock,
  db,
  sales,
  till,
  shop,
  fleetFinance,
}: {
  clock: Clock;
  db: DbOrTx;
  sales: SalesPort;
  /** Absent in the demo seed's run, as the fleet's finance. */
  till?: TillPort;
  /** The web shop's gift cards sold (decision 116); absent where no shop is wired (the bench). */
  shop?: ShopPort;
  fleetFinance?: FleetFinancePort;
}) {
  async function settings(): Promise<AccountingSettings> {
    return withDefaultSettings(await repo.settings(db));
  }

  function checkPeriod(from: string, to: string) {
    if (daysBetween(from, to) > MAX_PERIOD_DAYS) throw invalid({ to: 'period_too_long' });
  }

  async function pendingEntries(from: string, to: string, s: AccountingSettings): Promise<Pending[]> {
    const months = monthsEndingIn(from, to);
    const [
      docs,
      receipts,
      tickets,
      billedTickets,
      shopCards,
      givenCards,
      voidedCards,
      bought,
      paid,
      instalments,
      prepaid,
      depreciation,
      disposals,
      expenses,
      reimbursed,
    ] = await Promise.all([
      sales.salesDocuments(from, to),
      sales.receipts(from, to),
      till ? till.tickets(from, to) : [],
      till ? sales.billedTickets(from, to) : [],
      shop ? shop.giftCardsSold(from, to) : [],
      sales.giftCardsGiven(from, to),
      sales.giftCardsVoided(from, to),
      repo.bookedPurchases(db, from, to),
      repo.paidPurchases(db, from, to),
      fleetFinance ? fleetFinance.loanPaymentsBetween(from, to) : [],
      fleetFinance ? fleetFinance.loanPrepaymentsBetween(from, to) : [],
      fleetFinance && months.length ? fleetFinance.depreciationOfMonths(months) : new Map<string, number>(),
      fleetFinance ? fleetFinance.disposalsBetween(from, to) : [],
      repo.bookedExpenses(db, from, to),
      repo.reimbursedExpenses(db, from, to),
    ]);
    // A ticket billed in the period was rung up whenever: read by id (decision 110).
    const billedTicketOf = new Map(
      (await (till ? till.ticketsByIds([...new Set(billedTickets.map((b) => b.ticketId))]) : [])).map((t) => [t.id, t]),
    );
    const pending: Pending[] = [
      ...docs.map((d) => ({
        draft: salesEntry(
          {
            kind: d.kind,
            number: d.number,
            date: d.date,
            customerName: d.customerName,
            saleKind: d.saleKind,
            reverseCharge: d.reverseCharge,
            byRate: d.byRate,
          },
          s,
        ),
        source: { kind: 'bill', id: d.id },
      })),
      ...receipts.map((r) => ({
        draft: receiptEntry(
          {
            date: r.date,
            reference: r.reference,
            billNumber: r.billNumber,
            customerName: r.customerName,
            amountCents: r.amountCents,
            means: r.means,
          },
          s,
        ),
        source: { kind: 'bill_payment', id: r.id },
      })),
      // The till (decision 110): a CSH entry per ticket, and the correction of one billed since.
      ...tickets.map((t) => ({ draft: tillTicketEntry(t, s), source: { kind: 'till_ticket', id: t.id } })),
      ...billedTickets.flatMap((b) => {
        const ticket = billedTicketOf.get(b.ticketId);
        if (!ticket) return [];
        return [
          {
            draft: tillTicketBilledEntry(ticket, { number: b.billNumber, date: b.date, customerName: b.customerName }, s),
            source: { kind: 'till_ticket_billed', id: b.id },
          },
        ];
      }),
      // Gift cards (decision 116): those a web order bought, on the day it was paid; those given by hand; those voided.
      ...shopCards.map((o) => ({ draft: shopGiftCardsEntry(o, s), source: { kind: 'shop_gift_cards', id: o.id } })),
      ...givenCards.map((c) => ({ draft: giftCardGivenEntry(c, s), source: { kind: 'gift_card_given', id: c.id } })),
      // Voided (decision 119): the debt gone, the gift expense reversed, on the day it was voided.
      ...voidedCards.map((c) => ({ draft: giftCardVoidedEntry(c, s), source: { kind: 'gift_card_voided', id: c.id } })),
      ...bought.map((p) => ({
        draft: purchaseEntry(
          {
            kind: p.kind === 'credit_note' ? 'credit_note' : 'invoice',
            number: p.number,
            date: p.issueDate,
            supplierName: p.supplierName,
            exclVatCents: p.exclVatCents,
            vatCents: p.vatCents,
          },
          s,
        ),
        source: { kind: 'purchase', id: p.id },
      })),
      ...paid.map((p) => ({
        draft: supplierPaymentEntry(
          { date: p.paidOn!, reference: p.messageId, purchaseNumber: p.number, supplierName: p.supplierName, amountCents: p.inclVatCents },
          s,
        ),
        source: { kind: 'supplier_payment', id: p.id },
      })),
      ...instalments.map((p) => ({
        draft: loanPaymentEntry(
          {
            date: p.paidOn,
            lender: p.lender,
            reference: p.reference,
            number: p.number,
            principalCents: p.principalCents,
            interestCents: p.interestCents,
          },
          s.accounts.bank,
        ),
        source: { kind: 'loan_payment', id: p.id },
      })),
      ...prepaid.map((p) => ({
        draft: loanPrepaymentEntry({ ...p, date: p.paidOn }, s.accounts.bank),
        source: { kind: 'loan_prepayment', id: p.id },
      })),
      // One entry per month, its source id the month as a number (202611).
      ...[...depreciation].map(([month, amountCents]) => ({
        draft: depreciationEntry({ month, date: lastDayOfMonth(month), amountCents }),
        source: { kind: 'depreciation', id: Number(month.replace('-', '')) },
      })),
      // A bike leaving the register: one entry per bike, its source id the bike's.
      ...disposals.map((d) => ({
        draft: assetDisposalEntry(d, s.accounts.sales.bikes),
        source: { kind: 'asset_disposal', id: d.bikeId },
      })),
      // Staff expenses (decision 088): approved in OD, reimbursed in BNK.
      ...expenses.map((e) => ({
        draft: expenseEntry({ ...e, category: e.category as ExpenseCategory }, s),
        source: { kind: 'expense_report', id: e.id },
      })),
      ...reimbursed.map((e) => ({
        draft: expenseReimbursementEntry({ id: e.id, date: e.reimbursedOn!, amountCents: e.amountCents, batchReference: e.messageId }, s),
        source: { kind: 'expense_reimbursement', id: e.id },
      })),
    ];
    // Each daybook's year is numbered in date order as far as one run sees it.
    return pending
      .filter((p) => p.draft.lines.length > 0)
      .sort((a, b) => a.draft.date.localeCompare(b.draft.date) || a.source.id - b.source.id);
  }

  /** Writes the entries missing for the documents of [from, to] (never past today); returns how many it wrote. */
  async function build(from: string, to: string): Promise<number> {
    const today = brusselsToday(clock);
    const until = to < today ? to : today;
    if (from > until) return 0;
    const s = await settings();
    const pending = await pendingEntries(from, until, s);
    if (!pending.length) return 0;
    const books = new Map((await repo.daybooks(db)).map((d) => [d.code, d.id]));
    return db.transaction(async (tx) => {
      await repo.lockWriting(tx);
      const byKind = new Map<string, number[]>();
      for (const p of pending) byKind.set(p.source.kind, [...(byKind.get(p.source.kind) ?? []), p.source.id]);
      const entered = new Map<string, Set<number>>();
      for (const [kind, ids] of byKind) entered.set(kind, await repo.enteredSources(tx, kind, ids));
      const last = await repo.lastNumbers(tx);
      const rows = pending
        .filter((p) => !entered.get(p.source.kind)!.has(p.source.id))
        .map((p) => {
          const daybookId = books.get(p.draft.daybook);
          if (daybookId === undefined) throw new Error(`daybook ${p.draft.daybook} missing`);
          const year = Number(p.draft.date.slice(0, 4));
          const number = (last.get(`${daybookId}/${year}`) ?? 0) + 1;
          last.set(`${daybookId}/${year}`, number);
          return { daybookId, year, number, draft: p.draft, source: p.source };
        });
      await repo.insertEntries(tx, rows);
      return rows.length;
    });
  }

  /**
   * A read builds only when, for a kind of document its daybook books, the period's documents outnumber its entries
   * (decision 110): an entry is dated as its document and written once, so equal counts mean nothing is missing, and
   * the read pays a few counts instead of reading every document of the period. A document whose entry would have no
   * line (nothing to book) is not counted by its module either. `daybook`: the daybook read (null: every one).
   */
  async function buildIfMissing(from: string, to: string, daybook: string | null): Promise<void> {
    const today = brusselsToday(clock);
    const until = to < today ? to : today;
    if (from > until) return;
    const kinds = (daybook && SOURCES_OF_DAYBOOK[daybook]) || SOURCE_KINDS;
    const count = sourceCounter({ db, sales, till, shop, fleetFinance })(from, until);
    const entered = await repo.countsBySource(db, from, until);
    for (const kind of kinds)
      if ((await count[kind]()) > (entered.get(kind) ?? 0)) {
        await build(from, until);
        return;
      }
  }

  async function linesAndSyncs(rows: Awaited<ReturnType<typeof repo.entries>>): Promise<JournalEntry[]> {
    const [lines, syncs] = await Promise.all([
      repo.linesOf(
        db,
        rows.map((r) => r.id),
      ),
      repo.syncsOf(
        db,
        rows.map((r) => r.id),
      ),
    ]);
    const syncOf = new Map(syncs.map((s) => [s.entryId, { status: s.status as EntrySyncStatus, error: s.error, attempts: s.attempts }]));
    const byEntry = new Map<number, JournalEntry['lines']>();
    for (const l of lines) {
      const of = byEntry.get(l.entryId) ?? [];
      // A line outside the VAT return has no `vatCode` at all (the contract's optional field).
      of.push({
        account: l.account,
        debitCents: l.debitCents,
        creditCents: l.creditCents,
        ...(l.vatCode ? { vatCode: l.vatCode } : {}),
        description: l.description,
      });
      byEntry.set(l.entryId, of);
    }
    return rows.map((r) => ({
      id: r.id,
      number: r.number,
      year: r.year,
      date: r.date,
      reference: r.reference,
      sourceKind: r.sourceKind,
      sourceId: r.sourceId,
      lines: byEntry.get(r.id) ?? [],
      sync: syncOf.get(r.id) ?? null,
    }));
  }

  return {
    build,
    settings,
    /** Whether an addition to this bike dated in `month` (YYYY-MM) would change an entry written (decision 115). */
    assetBookedFrom: (bikeId: number, month: string) => repo.assetBookedFrom(db, Number(month.replace('-', '')), bikeId),
    /** Whether the disposal entry of this bike (decision 106) is written. */
    disposalBooked: async (bikeId: number) => (await repo.enteredSources(db, 'asset_disposal', [bikeId])).has(bikeId),
    async saveSettings(next: AccountingSettings, actor: Actor) {
      await db.transaction(async (tx) => {
        await repo.saveSettings(tx, next);
        await recordAudit(tx, {
          actorId: actor.id,
          ip: actor.ip,
          action: 'accounting.settings',
          entity: 'accounting_settings',
          entityId: 1,
          after: next,
        });
      });
      return next;
    },
    async daybooks() {
      return (await repo.daybooks(db)).map((d) => ({ id: d.id, code: d.code, name: d.name, kind: d.kind as DaybookKind }));
    },
    /** A daybook's entries of a period, all of them or one page (`page`, `perPage`) with the period's count and totals. */
    async entries(daybookId: number, from: string, to: string, page?: { page: number; perPage: number }) {
      checkPeriod(from, to);
      const book = await repo.daybook(db, daybookId);
      if (!book) throw notFound('Daybook');
      await buildIfMissing(from, to, book.code);
      if (!page) return { data: await linesAndSyncs(await repo.entries(db, daybookId, from, to)) };
      const [rows, { total, debitCents, creditCents }] = await Promise.all([
        repo.entries(db, daybookId, from, to, { limit: page.perPage, offset: (page.page - 1) * page.perPage }),
        repo.periodTotals(db, daybookId, from, to),
      ]);
      return {
        data: await linesAndSyncs(rows),
        meta: { page: page.page, perPage: page.perPage, total },
        totals: { debitCents, creditCents },
      };
    },
    /** Every entry of a period, all daybooks (the export's journal). */
    async allEntries(from: string, to: string) {
      checkPeriod(from, to);
      await buildIfMissing(from, to, null);
      const names = new Map((await repo.daybooks(db)).map((d) => [d.id, d.code]));
      const rows = await repo.entries(db, null, from, to);
      const entries = await linesAndSyncs(rows);
      const daybookOf = new Map(rows.map((r) => [r.id, names.get(r.daybookId) ?? '']));
      return entries.map((e) => ({ ...e, daybook: daybookOf.get(e.id) ?? '' }));
    },
    /** The sales journal's VAT payable equals the VAT of the bills and credit notes issued in the period. */
    async vatCheck(from: string, to: string) {
      checkPeriod(from, to);
      await buildIfMissing(from, to, 'VTE');
      const s = await settings();
      const [journalVatCents, documentsVatCents] = await Promise.all([
        repo.accountBalance(db, 'VTE', s.accounts.vatPayable, from, to),
        sales.vatOfPeriod(from, to),
      ]);
      return { journalVatCents, documentsVatCents, equal: journalVatCents === documentsVatCents };
    },
    /** The last `days` days up to today, for the daily job. */
    buildRecent: (days: number) => {
      const today = brusselsToday(clock);
      return build(addDays(today, -days), today);
    },
    vatPayableCents,
  };
}

export const JOURNALS_JOB = 'accounting.journals';
/** Every night at 02:15: the entries of the last 40 days' documents (a late payment of last month included). */
export const JOURNALS_CRON = '15 2 * * *';

/** The nightly run that keeps the journals written without anyone opening them (decision 084). */
export function defineJournalsBuild({ jobs, journals, log }: { jobs: Jobs; journals: JournalsService; log: FastifyBaseLogger }) {
  jobs.define<Record<string, never>>({
    name: JOURNALS_JOB,
    cron: JOURNALS_CRON,
    retryLimit: 3,
    retryDelaySeconds: 300,
    handler: async () => {
      log.info({ written: await journals.buildRecent(40) }, 'journal entries');
    },
  });
}

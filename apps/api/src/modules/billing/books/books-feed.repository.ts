import { and, asc, count, eq, gte, inArray, isNotNull, lte, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { billLines, bills } from '../bills/bills.table';
import { bankMovements, billPayments } from '../payments/payments.table';
import { refunds } from '../refunds/refunds.table';
import { billSources } from '../sources/bill-sources.table';
import { leasingContracts } from '../leasing/leasing.table';
import { giftCards, giftCardUses } from '../gift-cards/gift-cards.table';
import { HAND_MADE_REFERENCE, VOID_REFERENCE } from '../gift-cards/gift-cards.repository';

/** A card's Brussels day of creation, and the cards created on the Brussels days [from, to]. */
const cardDay = sql<string>`to_char(${giftCards.createdAt} at time zone 'Europe/Brussels', 'YYYY-MM-DD')`;
const dayStart = (d: string) => sql`(${d}::date::timestamp at time zone 'Europe/Brussels')`;
/**
 * Created by hand on the gift cards screen (decision 116): no ticket sold it (decision 063) and its first movement is
 * the screen's, not a web order's number (decision 082).
 */
const handMadeIn = (from: string, to: string) =>
  and(
    sql`${giftCards.createdAt} >= ${dayStart(from)} and ${giftCards.createdAt} < ${dayStart(to)} + interval '1 day'`,
    sql`${giftCards.ticketId} is null`,
    sql`exists (select 1 from ${giftCardUses} where ${giftCardUses.giftCardId} = ${giftCards.id} and ${giftCardUses.reference} = ${HAND_MADE_REFERENCE} and ${giftCardUses.amountCents} = ${giftCards.initialCents})`,
  );
/** Voided on the Brussels days [from, to] (decision 119), joined to the movement that took its balance to 0. */
const voidedDay = sql<string>`to_char(${giftCards.voidedAt} at time zone 'Europe/Brussels', 'YYYY-MM-DD')`;
const voidedIn = (from: string, to: string) =>
  and(
    sql`${giftCards.voidedAt} >= ${dayStart(from)} and ${giftCards.voidedAt} < ${dayStart(to)} + interval '1 day'`,
    sql`${giftCardUses.amountCents} < 0`,
  );
const voidMovement = and(eq(giftCardUses.giftCardId, giftCards.id), eq(giftCardUses.reference, VOID_REFERENCE));

/** Issued (numbered, not a draft) on a day of [from, to]: what the sales daybook books. */
const issuedIn = (from: string, to: string) =>
  and(ne(bills.status, 'draft'), isNotNull(bills.number), gte(bills.issueDate, from), lte(bills.issueDate, to));

/** What the books read from billing (decision 084): issued bills and credit notes, payments, open bills. */
export const booksFeedRepository = {
  issuedBills(db: DbOrTx, from: string, to: string) {
    return db
      .select({
        id: bills.id,
        kind: bills.kind,
        number: bills.number,
        issueDate: bills.issueDate,
        customerName: bills.customerName,
        reverseCharge: bills.reverseCharge,
        creditOfId: bills.creditOfId,
        exclVatCents: bills.exclVatCents,
        vatCents: bills.vatCents,
        inclVatCents: bills.inclVatCents,
      })
      .from(bills)
      .where(and(ne(bills.status, 'draft'), isNotNull(bills.number), gte(bills.issueDate, from), lte(bills.issueDate, to)))
      .orderBy(asc(bills.issueDate), asc(bills.year), asc(bills.sequence));
  },
  linesOf(db: DbOrTx, billIds: number[]) {
    if (!billIds.length) return Promise.resolve([]);
    return db
      .select({ billId: billLines.billId, vatRate: billLines.vatRate, netCents: billLines.netCents, saleKind: billLines.saleKind })
      .from(billLines)
      .where(inArray(billLines.billId, billIds));
  },
  sourceKindsOf(db: DbOrTx, billIds: number[]) {
    if (!billIds.length) return Promise.resolve([]);
    return db
      .select({ billId: billSources.billId, kind: billSources.kind })
      .from(billSources)
      .where(inArray(billSources.billId, billIds))
      .orderBy(asc(billSources.id));
  },
  payments(db: DbOrTx, from: string, to: string) {
    return (
      db
        .select({
          id: billPayments.id,
          billId: billPayments.billId,
          amountCents: billPayments.amountCents,
          date: billPayments.date,
          source: billPayments.source,
          method: billPayments.method,
          /** How a refund left (cash, transfer, other), decision 061. */
          refundMethod: refunds.method,
          reference: billPayments.reference,
          billNumber: bills.number,
          customerName: bills.customerName,
        })
        .from(billPayments)
        .innerJoin(bills, eq(bills.id, billPayments.billId))
        .leftJoin(refunds, eq(refunds.paymentId, billPayments.id))
        // A bill paid at the till (decision 113) is booked by the till's own entries (decision 110), not as a receipt.
        .where(and(gte(billPayments.date, from), lte(billPayments.date, to), ne(billPayments.source, 'till')))
        .orderBy(asc(billPayments.date), asc(billPayments.id))
    );
  },
  /** Invoices with money still to receive: issued, sent or partly paid, less what was paid. */
  openInvoices(db: DbOrTx) {
    return db
      .select({
        id: bills.id,
        number: bills.number,
        customerName: bills.customerName,
        dueDate: bills.dueDate,
        openCents: sql<number>`${bills.inclVatCents} - ${bills.paidCents}`.mapWith(Number),
      })
      .from(bills)
      .where(
        and(
          eq(bills.kind, 'invoice'),
          inArray(bills.status, ['issued', 'sent', 'partly_paid']),
          sql`${bills.inclVatCents} > ${bills.paidCents}`,
        ),
      )
      .orderBy(asc(bills.dueDate), asc(bills.id));
  },
  /** Till tickets billed by a bill issued in the period (decision 110): one row per source row, released or not. */
  billedTickets(db: DbOrTx, from: string, to: string) {
    return db
      .select({
        id: billSources.id,
        ticketId: billSources.sourceId,
        billNumber: bills.number,
        issueDate: bills.issueDate,
        customerName: bills.customerName,
      })
      .from(billSources)
      .innerJoin(bills, eq(bills.id, billSources.billId))
      .where(and(eq(billSources.kind, 'checkout_ticket'), issuedIn(from, to)))
      .orderBy(asc(bills.issueDate), asc(billSources.id));
  },
  /**
   * How many bills and credit notes issued in the period have a net amount: each makes a sales entry (decision 110).
   * Read from the statistics' index alone (`bills_statistics_idx`); a bill netting to zero over two rates still makes
   * an entry, which only means one more entry than counted, never a build missed.
   */
  async countBills(db: DbOrTx, from: string, to: string) {
    const [row] = await db
      .select({ n: count() })
      .from(bills)
      .where(and(issuedIn(from, to), ne(bills.exclVatCents, 0)));
    return Number(row?.n ?? 0);
  },
  async countPayments(db: DbOrTx, from: string, to: string) {
    const [row] = await db
      .select({ n: count() })
      .from(billPayments)
      .where(
        and(gte(billPayments.date, from), lte(billPayments.date, to), ne(billPayments.amountCents, 0), ne(billPayments.source, 'till')),
      );
    return Number(row?.n ?? 0);
  },
  async countBilledTickets(db: DbOrTx, from: string, to: string) {
    const [row] = await db
      .select({ n: count() })
      .from(billSources)
      .innerJoin(bills, eq(bills.id, billSources.billId))
      .where(and(eq(billSources.kind, 'checkout_ticket'), issuedIn(from, to)));
    return Number(row?.n ?? 0);
  },
  /** Gift cards created by hand on the Brussels days [from, to] (decision 116). */
  giftCardsGiven(db: DbOrTx, from: string, to: string) {
    return db
      .select({
        id: giftCards.id,
        code: giftCards.code,
        date: cardDay,
        amountCents: giftCards.initialCents,
        buyerName: giftCards.buyerName,
        note: giftCards.note,
      })
      .from(giftCards)
      .where(handMadeIn(from, to))
      .orderBy(asc(giftCards.createdAt), asc(giftCards.id));
  },
  async countGiftCardsGiven(db: DbOrTx, from: string, to: string) {
    const [row] = await db.select({ n: count() }).from(giftCards).where(handMadeIn(from, to));
    return Number(row?.n ?? 0);
  },
  /** Gift cards voided with a balance on the Brussels days [from, to] (decision 119): what each held then. */
  giftCardsVoided(db: DbOrTx, from: string, to: string) {
    return db
      .select({
        id: giftCards.id,
        code: giftCards.code,
        date: voidedDay,
        amountCents: sql<number>`-${giftCardUses.amountCents}`.mapWith(Number),
        note: giftCards.voidNote,
      })
      .from(giftCards)
      .innerJoin(giftCardUses, voidMovement)
      .where(voidedIn(from, to))
      .orderBy(asc(giftCards.voidedAt), asc(giftCards.id));
  },
  async countGiftCardsVoided(db: DbOrTx, from: string, to: string) {
    const [row] = await db.select({ n: count() }).from(giftCards).innerJoin(giftCardUses, voidMovement).where(voidedIn(from, to));
    return Number(row?.n ?? 0);
  },
  async vatOfPeriod(db: DbOrTx, from: string, to: string): Promise<number> {
    const [row] = await db
      .select({ vat: sql<number>`coalesce(sum(${bills.vatCents}), 0)`.mapWith(Number) })
      .from(bills)
      .where(and(ne(bills.status, 'draft'), isNotNull(bills.number), gte(bills.issueDate, from), lte(bills.issueDate, to)));
    return row?.vat ?? 0;
  },
  /** Each bike's latest leasing contract: its months and the bike value its purchase option is reckoned on (decision 087). */
  leaseTerms(db: DbOrTx) {
    return db
      .selectDistinctOn([leasingContracts.bikeId], {
        bikeId: leasingContracts.bikeId,
        contractMonths: leasingContracts.contractMonths,
        bikeAmountCents: leasingContracts.bikeAmountCents,
        status: leasingContracts.status,
        endDate: leasingContracts.endDate,
      })
      .from(leasingContracts)
      .orderBy(asc(leasingContracts.bikeId), sql`${leasingContracts.startDate} desc`, sql`${leasingContracts.id} desc`);
  },
  /** Money out that paid no bill (status ignored), from a day on: what a loan instalment debit looks like (decision 106). */
  outgoingBankLines(db: DbOrTx, since: string) {
    return db
      .select({
        id: bankMovements.id,
        reference: bankMovements.reference,
        date: bankMovements.date,
        amountCents: bankMovements.amountCents,
        counterpartyName: bankMovements.counterpartyName,
        counterpartyAccount: bankMovements.counterpartyAccount,
        structuredCommunication: bankMovements.structuredCommunication,
        freeText: bankMovements.freeText,
      })
      .from(bankMovements)
      .where(and(eq(bankMovements.status, 'ignored'), sql`${bankMovements.amountCents} < 0`, gte(bankMovements.date, since)))
      .orderBy(asc(bankMovements.date), asc(bankMovements.id));
  },
  outgoingBankLine(db: DbOrTx, id: number) {
    return db
      .select({ id: bankMovements.id, date: bankMovements.date, amountCents: bankMovements.amountCents, status: bankMovements.status })
      .from(bankMovements)
      .where(eq(bankMovements.id, id));
  },
};

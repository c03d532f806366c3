import { addDays, lastDayOfMonth } from '@veloport/domain';
import type { DbOrTx } from '../../../db/client';
import type { FleetFinancePort, SalesPort, ShopPort, TillPort } from './journals.ports';
import { journalsRepository as repo } from './journals.repository';

/** The documents the journals book, by the kind of source an entry names (unique with its id). */
export const SOURCE_KINDS = [
  'bill',
  'bill_payment',
  'till_ticket',
  'till_ticket_billed',
  'shop_gift_cards',
  'gift_card_given',
  'gift_card_voided',
  'purchase',
  'supplier_payment',
  'loan_payment',
  'loan_prepayment',
  'depreciation',
  'asset_disposal',
  'expense_report',
  'expense_reimbursement',
] as const;
export type SourceKind = (typeof SOURCE_KINDS)[number];
/**
 * The kinds each default daybook holds, so a read checks only its own (decision 110): the fleet's depreciation and
 * disposals, the costliest to count, only when OD is read. A payment goes to BNK, CSH or OD by its means.
 */
export const SOURCES_OF_DAYBOOK: Record<string, readonly SourceKind[]> = {
  VTE: ['bill'],
  ACH: ['purchase'],
  BNK: ['bill_payment', 'shop_gift_cards', 'supplier_payment', 'loan_payment', 'loan_prepayment', 'expense_reimbursement'],
  CSH: ['bill_payment', 'till_ticket', 'till_ticket_billed', 'shop_gift_cards'],
  OD: ['bill_payment', 'shop_gift_cards', 'gift_card_given', 'gift_card_voided', 'depreciation', 'asset_disposal', 'expense_report'],
};

/** The months whose last day falls in [from, to]: each month's depreciation is booked on its last day. */
export function monthsEndingIn(from: string, to: string): string[] {
  const months: string[] = [];
  for (let m = from.slice(0, 7); m <= to.slice(0, 7); m = addDays(lastDayOfMonth(m), 1).slice(0, 7))
    if (lastDayOfMonth(m) >= from && lastDayOfMonth(m) <= to) months.push(m);
  return months;
}

/**
 * How many entries the documents of [from, to] make, for each source kind asked, counted cheaply (decision 110): the
 * bills, payments and tickets by their modules from indexes, the books' own documents and the fleet's as they are read.
 */
export function sourceCounter({
  db,
  sales,
  till,
  shop,
  fleetFinance,
}: {
  db: DbOrTx;
  sales: SalesPort;
  till?: TillPort;
  shop?: ShopPort;
  fleetFinance?: FleetFinancePort;
}) {
  return (from: string, to: string): Record<SourceKind, () => Promise<number>> => {
    const months = monthsEndingIn(from, to);
    const length = async (rows: Promise<unknown[]>) => (await rows).length;
    return {
      bill: () => sales.countBills(from, to),
      bill_payment: () => sales.countPayments(from, to),
      till_ticket: async () => (till ? till.count(from, to) : 0),
      till_ticket_billed: async () => (till ? sales.countBilledTickets(from, to) : 0),
      shop_gift_cards: async () => (shop ? shop.count(from, to) : 0),
      gift_card_given: () => sales.countGiftCardsGiven(from, to),
      gift_card_voided: () => sales.countGiftCardsVoided(from, to),
      purchase: () => length(repo.bookedPurchases(db, from, to)),
      supplier_payment: () => length(repo.paidPurchases(db, from, to)),
      loan_payment: async () => (fleetFinance ? length(fleetFinance.loanPaymentsBetween(from, to)) : 0),
      loan_prepayment: async () => (fleetFinance ? length(fleetFinance.loanPrepaymentsBetween(from, to)) : 0),
      depreciation: async () =>
        fleetFinance && months.length ? [...(await fleetFinance.depreciationOfMonths(months)).values()].filter((c) => c !== 0).length : 0,
      asset_disposal: async () => (fleetFinance ? length(fleetFinance.disposalsBetween(from, to)) : 0),
      expense_report: () => length(repo.bookedExpenses(db, from, to)),
      expense_reimbursement: () => length(repo.reimbursedExpenses(db, from, to)),
    };
  };
}

import { addDays, addMonths, monthKeyOf, monthsBetween } from './brussels-time';
import { leasingMonthlyCents, purchaseOptionCents, PURCHASE_OPTION_INSTALMENTS } from './pricing';

/**
 * Leasing contracts and their runs (issue 14, decision 049): what a contract costs each month, which month a run
 * bills it, when it ends, and the buy-out's 24 instalments. Periods are calendar months written `2026-12`.
 */
export const LEASING_CONTRACT_KINDS = ['monthly', 'annual', 'prepaid'] as const;
export type LeasingContractKind = (typeof LEASING_CONTRACT_KINDS)[number];
export const LEASING_CONTRACT_STATUSES = ['active', 'ending', 'ended', 'bought', 'returned', 'renewed'] as const;
export type LeasingContractStatus = (typeof LEASING_CONTRACT_STATUSES)[number];
export const LEASING_END_CHOICES = ['buy', 'return', 'renew'] as const;
export type LeasingEndChoice = (typeof LEASING_END_CHOICES)[number];
/** Contracts ending within this many months are on the end-of-lease list. */
export const LEASING_END_NOTICE_MONTHS = 4;
export const PERIOD_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

export type LeasingPriceParts = {
  bikeAmountCents: number;
  contractMonths: number;
  yearlyMaintenanceBudgetCents: number;
  monthlyInsuranceCents: number;
  monthlyFeesCents: number;
};

/** The monthly price (spec §9): bike amount / contract months + yearly maintenance budget / 12 + insurance + fees, rounded once. */
export function leasingContractMonthlyCents(parts: LeasingPriceParts): number {
  return leasingMonthlyCents(parts);
}

/** What one bill of a contract is: a month, twelve months at once for an annual contract, the whole term for a prepaid one. */
export function leasingBilledCents(kind: LeasingContractKind, monthlyCents: number, contractMonths = 1): number {
  if (kind === 'prepaid') return monthlyCents * contractMonths;
  return kind === 'annual' ? monthlyCents * 12 : monthlyCents;
}

/** The `leasing_bills` kind of a prepaid lease's one bill; its period is the contract's start month (decision 065). */
export const PREPAID_BILL_KIND = 'prepaid';

/**
 * A prepaid lease (decision 065) is billed once, for its whole term, by the first run of a month on or after its start
 * month — never by the monthly rent. Only while it runs (active or ending): a contract already closed is not billed
 * up front any more.
 */
export function isPrepaidDueInPeriod(
  contract: { kind: LeasingContractKind; startDate: string; status: LeasingContractStatus },
  period: string,
  alreadyBilled: boolean,
): boolean {
  if (contract.kind !== 'prepaid' || alreadyBilled) return false;
  if (contract.status !== 'active' && contract.status !== 'ending') return false;
  return monthKeyOf(contract.startDate) <= period;
}

/** The last day of a contract of `months` months starting `start`: 2024-03-15 for 36 months ends 2027-03-14. */
export function leasingEndDate(start: string, months: number): string {
  return addDays(addMonths(start, months), -1);
}

/**
 * Whether the run of `period` bills the contract: a monthly contract each of its `contractMonths` months from its
 * start month (so a contract renewed from the day after its end is never billed twice in a month); an annual
 * contract on its anniversary month (the start month, then every twelve months) within its term.
 */
export function isBilledInPeriod(
  contract: { kind: LeasingContractKind; startDate: string; contractMonths: number },
  period: string,
): boolean {
  // A prepaid lease has no monthly rent: its one bill is `isPrepaidDueInPeriod`'s.
  if (contract.kind === 'prepaid') return false;
  const offset = monthsBetween(monthKeyOf(contract.startDate), period);
  if (offset < 0 || offset >= contract.contractMonths) return false;
  return contract.kind === 'monthly' || offset % 12 === 0;
}

/** A contract is on the end-of-lease list from four months before its end (and after it, until a choice is made). */
export function isEndingSoon(endDate: string, today: string, months = LEASING_END_NOTICE_MONTHS): boolean {
  return endDate <= addMonths(today, months);
}

/** The purchase option (16 % of the bike value) and its 24 instalments: equal, the last one takes the rounding. */
export function buyOutInstalments(bikeValueCents: number): { totalCents: number; instalments: number[] } {
  const totalCents = purchaseOptionCents(bikeValueCents);
  const base = Math.floor(totalCents / PURCHASE_OPTION_INSTALMENTS);
  const instalments = Array.from({ length: PURCHASE_OPTION_INSTALMENTS }, (_, i) =>
    i === PURCHASE_OPTION_INSTALMENTS - 1 ? totalCents - base * (PURCHASE_OPTION_INSTALMENTS - 1) : base,
  );
  return { totalCents, instalments };
}

/** The bike's contract kind after the choice: bought → sold, returned → back in stock, a new lease → leased again. */
export function bikeKindAfterChoice(choice: LeasingEndChoice, currentKind: string): string {
  if (choice === 'buy') return 'sold';
  if (choice === 'return') return 'stock';
  return currentKind;
}

export const contractStatusAfterChoice: Record<LeasingEndChoice, LeasingContractStatus> = {
  buy: 'bought',
  return: 'returned',
  renew: 'renewed',
};

/**
 * The terms of the contract a leasing order makes at its hand-over (decision 060): the order is one bike line of a
 * signed offer, its amount excluding VAT per bike less the plan's leasing discount is the bike amount, the term is the
 * offer's (36 months by default), an annual offer makes an annual contract, a maintenance-budget offer carries the
 * estimate's yearly budget. Null for a purchase.
 */
export function leasingTermsFromOrder(order: {
  contractType: string;
  amountExclVatCents: number;
  quantity: number;
  durationMonths: number | null;
  leasingDiscountPercent?: number | null;
  yearlyMaintenanceBudgetCents?: number;
}): {
  kind: LeasingContractKind;
  contractMonths: number;
  bikeAmountCents: number;
  yearlyMaintenanceBudgetCents: number;
  monthlyInsuranceCents: number;
  monthlyFeesCents: number;
  monthlyPriceCents: number;
} | null {
  if (!(['leasing', 'leasing_with_maintenance_budget', 'annual', 'prepaid'] as string[]).includes(order.contractType)) return null;
  const perBike = Math.round(order.amountExclVatCents / Math.max(1, order.quantity));
  const discount = order.leasingDiscountPercent ? Math.round((perBike * order.leasingDiscountPercent) / 100) : 0;
  const contractMonths = order.durationMonths && order.durationMonths > 0 ? order.durationMonths : 36;
  const yearlyMaintenanceBudgetCents =
    order.contractType === 'leasing_with_maintenance_budget' ? (order.yearlyMaintenanceBudgetCents ?? 12_000) : 0;
  const parts = {
    bikeAmountCents: Math.max(1, perBike - discount),
    contractMonths,
    yearlyMaintenanceBudgetCents,
    monthlyInsuranceCents: 0,
    monthlyFeesCents: 0,
  };
  const kind: LeasingContractKind = order.contractType === 'annual' ? 'annual' : order.contractType === 'prepaid' ? 'prepaid' : 'monthly';
  return { kind, ...parts, monthlyPriceCents: leasingContractMonthlyCents(parts) };
}

/** What the daily job makes of a running contract past its end (decision 060): the status its recorded choice gives, else `ended`. */
export function contractStatusAtEnd(endChoice: LeasingEndChoice | null): LeasingContractStatus {
  return endChoice ? contractStatusAfterChoice[endChoice] : 'ended';
}

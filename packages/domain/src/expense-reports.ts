/**
 * Staff expense reports (issue 29, decision 088): what an expense costs the business, what VAT it recovers, and
 * what a mileage claim pays. Pure rules; the API and the screens share them.
 */

export const EXPENSE_CATEGORIES = ['fuel', 'parts', 'travel', 'meals', 'tools', 'other', 'mileage'] as const;
export type ExpenseCategory = (typeof EXPENSE_CATEGORIES)[number];
/** Belgian VAT rates an expense's receipt may carry. */
export const EXPENSE_VAT_RATES = [0, 6, 12, 21] as const;
export type ExpenseVatRate = (typeof EXPENSE_VAT_RATES)[number];
export const EXPENSE_STATUSES = ['draft', 'submitted', 'approved', 'refused', 'reimbursed'] as const;
export type ExpenseStatus = (typeof EXPENSE_STATUSES)[number];

export type ExpenseSettings = {
  /** What a kilometre pays, in thousandths of a cent: 42 700 = 0,4270 € per km. */
  mileageMillicentsPerKm: number;
  /** A receipt is required when an expense's amount including VAT is above this. */
  receiptRequiredAboveCents: number;
};

/**
 * The Belgian federal civil service's kilometre allowance for 1 July 2025 – 30 June 2026 (0,4270 €/km), the rate most
 * employers reimburse tax-free; the admin updates it every July in the settings (decision 088).
 */
export const DEFAULT_EXPENSE_SETTINGS: ExpenseSettings = { mileageMillicentsPerKm: 42_700, receiptRequiredAboveCents: 2_500 };

/** A claim's kilometres count to the tenth. */
export const kmTenths = (km: number) => Math.round(km * 10);

/** What a mileage claim pays: kilometres (to the tenth) × the rate, rounded to the cent. */
export function mileageAmountCents(km: number, millicentsPerKm: number): number {
  return Math.round((kmTenths(km) * millicentsPerKm) / 10_000);
}

/**
 * The recoverable VAT in an amount including VAT at `ratePercent`: base = round(incl / (1 + r)), VAT = incl − base,
 * so base and VAT always add up to what the receipt says.
 */
export function vatSplit(inclVatCents: number, ratePercent: number): { exclVatCents: number; vatCents: number } {
  const exclVatCents = Math.round((inclVatCents * 100) / (100 + ratePercent));
  return { exclVatCents, vatCents: inclVatCents - exclVatCents };
}

/** A receipt must be attached before submitting an expense above the threshold; a mileage claim has none. */
export const receiptRequired = (category: ExpenseCategory, inclVatCents: number, settings: ExpenseSettings) =>
  category !== 'mileage' && inclVatCents > settings.receiptRequiredAboveCents;

/** The statuses a report may leave for each action (checked by the API; the screens show only the possible ones). */
export const EXPENSE_TRANSITIONS = {
  submit: { from: ['draft'], to: 'submitted' },
  approve: { from: ['submitted'], to: 'approved' },
  refuse: { from: ['submitted'], to: 'refused' },
  reimburse: { from: ['approved'], to: 'reimbursed' },
} as const satisfies Record<string, { from: readonly ExpenseStatus[]; to: ExpenseStatus }>;
export type ExpenseAction = keyof typeof EXPENSE_TRANSITIONS;

export const canTransition = (action: ExpenseAction, status: ExpenseStatus) =>
  (EXPENSE_TRANSITIONS[action].from as readonly ExpenseStatus[]).includes(status);

/** A per-kilometre rate as the Belgian administration writes it, to the ten-thousandth of a euro: `0,4270 €`. */
export const formatMileageRate = (millicentsPerKm: number) => `${(millicentsPerKm / 100_000).toFixed(4).replace('.', ',')} €`;

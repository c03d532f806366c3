/**
 * Staff expense reports (issue 29, decision 088): what an expense costs the business, what VAT it recovers, and
 * what a mileage claim pays. Pure rules; the API and the screens share them.
 */

import { DEFAULT_ACCOUNTING_SETTINGS, type AccountingSettings, type EntryDraft, type EntryLine } from './accounting';

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

/**
 * The expense account (PCMN class 61) each category is booked on, and the staff's current account (455000, what the
 * business owes its people until it pays them). Fixed here, not in the books' settings yet (decision 088).
 */
export const EXPENSE_ACCOUNTS: Record<ExpenseCategory, string> & { staffPayable: string } = {
  fuel: '612300',
  parts: '611200',
  travel: '612500',
  meals: '612600',
  tools: '611300',
  other: '613000',
  mileage: '612400',
  staffPayable: '455000',
};

export type ExpenseDocument = {
  id: number;
  date: string;
  category: ExpenseCategory;
  description: string;
  exclVatCents: number;
  vatCents: number;
};

/** An expense report's book reference: `EXP-000042`. */
export const expenseReference = (id: number) => `EXP-${String(id).padStart(6, '0')}`;

const entryLine = (
  account: string,
  debitCents: number,
  creditCents: number,
  description: string,
  vatCode: string | null = null,
): EntryLine => ({
  account,
  debitCents,
  creditCents,
  vatCode,
  description,
});

/**
 * An approved expense in the miscellaneous daybook (OD): the expense account debited with the base (grid 81), the VAT
 * recoverable (411000, grid 59) with its VAT, the staff's current account (455000) credited with what is owed.
 */
export function expenseEntry(doc: ExpenseDocument, settings: AccountingSettings = DEFAULT_ACCOUNTING_SETTINGS): EntryDraft {
  const reference = expenseReference(doc.id);
  const text = `${reference} ${doc.description}`.slice(0, 200);
  const lines = [
    entryLine(EXPENSE_ACCOUNTS[doc.category], doc.exclVatCents, 0, text, settings.vatCodes.purchasesBase),
    entryLine(settings.accounts.vatRecoverable, doc.vatCents, 0, text, settings.vatCodes.purchasesVat),
    entryLine(EXPENSE_ACCOUNTS.staffPayable, 0, doc.exclVatCents + doc.vatCents, text),
  ].filter((l) => l.debitCents !== 0 || l.creditCents !== 0);
  return { daybook: 'OD', date: doc.date, reference, lines };
}

/** An expense reimbursed by transfer, in the bank daybook: the staff's current account debited, the bank credited. */
export function expenseReimbursementEntry(
  doc: { id: number; date: string; amountCents: number; batchReference: string },
  settings: AccountingSettings = DEFAULT_ACCOUNTING_SETTINGS,
): EntryDraft {
  const text = `${expenseReference(doc.id)} ${doc.batchReference}`;
  return {
    daybook: 'BNK',
    date: doc.date,
    reference: doc.batchReference,
    lines: [
      entryLine(EXPENSE_ACCOUNTS.staffPayable, doc.amountCents, 0, text),
      entryLine(settings.accounts.bank, 0, doc.amountCents, text),
    ],
  };
}

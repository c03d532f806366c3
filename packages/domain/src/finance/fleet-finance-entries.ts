import type { EntryDraft, EntryLine } from './accounting';

/**
 * The journal entries of the fleet's finance (decision 087), in the Belgian chart the books use: a loan instalment
 * paid (interest 650000 and principal 174000 debited, the bank credited) and a month's depreciation of the fleet
 * (630000 debited, 240900 accumulated depreciation credited). The accounts are fixed here, not in the books' settings.
 */
export const FLEET_FINANCE_ACCOUNTS = {
  loanInterest: '650000',
  loanPrincipal: '174000',
  /** 6502 other debt charges: the reinvestment indemnity of an early repayment. */
  loanIndemnity: '650200',
  depreciationExpense: '630000',
  accumulatedDepreciation: '240900',
  /** The fleet's acquisition value (2400 furniture and vehicles), the other side of its accumulated depreciation. */
  fleetAcquisition: '240000',
  /** 7630 gain and 6630 loss on the disposal of fixed assets. */
  disposalGain: '763000',
  disposalLoss: '663000',
} as const;

const debit = (account: string, cents: number, description: string): EntryLine => ({
  account,
  debitCents: cents,
  creditCents: 0,
  vatCode: null,
  description,
});
const credit = (account: string, cents: number, description: string): EntryLine => ({
  account,
  debitCents: 0,
  creditCents: cents,
  vatCode: null,
  description,
});
const nonZero = (lines: EntryLine[]) => lines.filter((l) => l.debitCents !== 0 || l.creditCents !== 0);

export type LoanPaymentDocument = {
  date: string;
  lender: string;
  reference: string;
  number: number;
  principalCents: number;
  interestCents: number;
};

/** An instalment paid to the bank (BNK): interest and principal debited, the bank account credited with both. */
export function loanPaymentEntry(doc: LoanPaymentDocument, bankAccount: string): EntryDraft {
  const text = `${doc.lender} ${doc.reference} ${doc.number}`;
  return {
    daybook: 'BNK',
    date: doc.date,
    reference: `${doc.reference}/${doc.number}`,
    lines: nonZero([
      debit(FLEET_FINANCE_ACCOUNTS.loanInterest, doc.interestCents, text),
      debit(FLEET_FINANCE_ACCOUNTS.loanPrincipal, doc.principalCents, text),
      credit(bankAccount, doc.principalCents + doc.interestCents, text),
    ]),
  };
}

export type LoanPrepaymentDocument = {
  id: number;
  date: string;
  lender: string;
  reference: string;
  principalCents: number;
  interestCents: number;
  indemnityCents: number;
};

/**
 * An early repayment (BNK, decision 106): the capital repaid off 174000, the interest accrued since the last due day on
 * 650000, the reinvestment indemnity on 650200, the bank credited with the whole.
 */
export function loanPrepaymentEntry(doc: LoanPrepaymentDocument, bankAccount: string): EntryDraft {
  const text = `${doc.lender} ${doc.reference} R${doc.id}`;
  return {
    daybook: 'BNK',
    date: doc.date,
    reference: `${doc.reference}/R${doc.id}`,
    lines: nonZero([
      debit(FLEET_FINANCE_ACCOUNTS.loanInterest, doc.interestCents, text),
      debit(FLEET_FINANCE_ACCOUNTS.loanIndemnity, doc.indemnityCents, text),
      debit(FLEET_FINANCE_ACCOUNTS.loanPrincipal, doc.principalCents, text),
      credit(bankAccount, doc.principalCents + doc.interestCents + doc.indemnityCents, text),
    ]),
  };
}

/** A month's depreciation of the fleet (OD), dated the month's last day: the expense against accumulated depreciation. */
export function depreciationEntry(doc: { month: string; date: string; amountCents: number }): EntryDraft {
  const text = `DEP-${doc.month}`;
  return {
    daybook: 'OD',
    date: doc.date,
    reference: text,
    lines: nonZero([
      debit(FLEET_FINANCE_ACCOUNTS.depreciationExpense, doc.amountCents, text),
      credit(FLEET_FINANCE_ACCOUNTS.accumulatedDepreciation, doc.amountCents, text),
    ]),
  };
}

export type AssetDisposalDocument = {
  bikeId: number;
  frameNumber: string;
  date: string;
  acquisitionCents: number;
  /** Depreciation accumulated until the disposal day. */
  accumulatedCents: number;
  /** The sale price excluding VAT (0 for a theft). */
  proceedsCents: number;
};

/**
 * A bike leaving the register (OD, decision 106): its acquisition value and accumulated depreciation written off; the
 * sale price, which billing booked as a bike sale (`salesAccount`), moved to the disposal; the difference with the
 * net book value a gain on 763000 or a loss on 663000.
 */
export function assetDisposalEntry(doc: AssetDisposalDocument, salesAccount: string): EntryDraft {
  const text = `DISP ${doc.frameNumber}`;
  const result = doc.proceedsCents - (doc.acquisitionCents - doc.accumulatedCents);
  return {
    daybook: 'OD',
    date: doc.date,
    reference: `DISP-${doc.bikeId}`,
    lines: nonZero([
      debit(FLEET_FINANCE_ACCOUNTS.accumulatedDepreciation, doc.accumulatedCents, text),
      debit(salesAccount, doc.proceedsCents, text),
      debit(FLEET_FINANCE_ACCOUNTS.disposalLoss, Math.max(0, -result), text),
      credit(FLEET_FINANCE_ACCOUNTS.fleetAcquisition, doc.acquisitionCents, text),
      credit(FLEET_FINANCE_ACCOUNTS.disposalGain, Math.max(0, result), text),
    ]),
  };
}

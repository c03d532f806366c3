import { addDays } from '../brussels-time';
import { compactIban } from '../iban';

/**
 * Loan instalments found on the bank statements (decision 106): a line of money out that paid no bill is proposed as
 * a loan's next unpaid instalment when its amount is that instalment's payment to the cent, it is not more than
 * `EARLY_DEBIT_DAYS` before the due day, and it names the loan — its reference in the communication or free text, or
 * the loan's IBAN as the counterparty account. A lender's name alone is not enough: two loans at one bank share it.
 */
export const EARLY_DEBIT_DAYS = 10;

export type LoanToMatch = {
  id: number;
  reference: string;
  iban: string | null;
  /** The unpaid instalments in order. */
  unpaid: { number: number; dueDate: string; paymentCents: number }[];
};
export type OutgoingBankLine = {
  id: number;
  date: string;
  /** Negative: money out. */
  amountCents: number;
  counterpartyAccount: string | null;
  structuredCommunication: string | null;
  freeText: string | null;
};
export type InstalmentMatch = { lineId: number; loanId: number; number: number; matchedBy: 'reference' | 'iban' };

const letters = (text: string | null) => (text ?? '').toUpperCase().replace(/[^A-Z0-9]/g, '');

/** How a line names the loan, if it does. */
export function lineNamesLoan(line: OutgoingBankLine, loan: Pick<LoanToMatch, 'reference' | 'iban'>): InstalmentMatch['matchedBy'] | null {
  const reference = letters(loan.reference);
  if (reference.length >= 3 && letters(`${line.structuredCommunication ?? ''} ${line.freeText ?? ''}`).includes(reference))
    return 'reference';
  if (loan.iban && line.counterpartyAccount && compactIban(line.counterpartyAccount) === compactIban(loan.iban)) return 'iban';
  return null;
}

/** Whether a line can pay this instalment: its amount to the cent, not too long before the due day. */
export const linePaysInstalment = (line: Pick<OutgoingBankLine, 'date' | 'amountCents'>, instalment: LoanToMatch['unpaid'][number]) =>
  -line.amountCents === instalment.paymentCents && line.date >= addDays(instalment.dueDate, -EARLY_DEBIT_DAYS);

/**
 * The proposals, lines in date order: each takes the next instalment of the one loan it names and pays; a line that
 * names two loans, or none, is left alone.
 */
export function matchInstalmentLines(loans: readonly LoanToMatch[], lines: readonly OutgoingBankLine[]): InstalmentMatch[] {
  const next = new Map(loans.map((l) => [l.id, 0]));
  const matches: InstalmentMatch[] = [];
  for (const line of [...lines].sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id)) {
    const found = loans.flatMap((loan) => {
      const instalment = loan.unpaid[next.get(loan.id)!];
      const matchedBy = instalment && linePaysInstalment(line, instalment) ? lineNamesLoan(line, loan) : null;
      return matchedBy ? [{ lineId: line.id, loanId: loan.id, number: instalment!.number, matchedBy }] : [];
    });
    if (found.length !== 1) continue;
    matches.push(found[0]!);
    next.set(found[0]!.loanId, next.get(found[0]!.loanId)! + 1);
  }
  return matches;
}

/** What a bank statement says, whatever its format (CODA or camt.053): read by the parsers, matched by the service. */
export type ParsedMovement = {
  /** The bank's reference of the movement, unique across statements of the account. */
  reference: string;
  date: string;
  /** Positive for money in, negative for money out. */
  amountCents: number;
  counterpartyName: string | null;
  counterpartyAccount: string | null;
  /** Twelve digits when the bank gave a structured communication as such (not found in free text). */
  structuredCommunication: string | null;
  freeText: string | null;
  /** A direct debit sent back by the debtor's bank (an R-transaction). */
  isReturn: boolean;
};

export type ParsedStatement = {
  format: 'coda' | 'camt053';
  /** The statement's identity at its bank: a second upload of the same file finds it. */
  reference: string;
  account: string | null;
  date: string | null;
  movements: ParsedMovement[];
};

/** A file that is not a statement we can read; `reason` is a stable code the screen translates. */
export class StatementError extends Error {
  constructor(
    readonly reason: 'statement_unknown_format' | 'statement_unreadable',
    detail: string,
  ) {
    super(detail);
  }
}

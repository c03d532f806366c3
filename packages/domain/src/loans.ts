import { addMonths } from './brussels-time';

/**
 * The business's own bank loans and their repayment schedules (issue 29, decision 087). Money in integer cents; a
 * rate is a yearly percentage, charged monthly at annual / 12.
 */
export const LOAN_METHODS = ['annuity', 'linear'] as const;
export type LoanMethod = (typeof LOAN_METHODS)[number];
/** The highest yearly rate a loan may carry: above it, a typing mistake is more likely than a bank. */
export const LOAN_MAX_RATE_PERCENT = 30;
export const LOAN_MAX_MONTHS = 360;
export const DEFAULT_LENDER = 'Triodos';

export type LoanTerms = {
  principalCents: number;
  annualRatePercent: number;
  /** The day the money was lent. */
  startDate: string;
  months: number;
  method: LoanMethod;
  /** The first instalment's day; one month after the start when not given. */
  firstDueDate?: string | null;
};

export type Instalment = {
  number: number;
  dueDate: string;
  principalCents: number;
  interestCents: number;
  paymentCents: number;
  balanceAfterCents: number;
};

/** The day instalment `number` (from 1) falls due: each counted from the first, so 31 January → 28 February → 31 March. */
export function instalmentDueDate(terms: Pick<LoanTerms, 'startDate' | 'firstDueDate'>, number: number): string {
  const first = terms.firstDueDate ?? addMonths(terms.startDate, 1);
  return addMonths(first, number - 1);
}

/** The level monthly payment of an annuity, unrounded: P·r / (1 − (1 + r)^−n), or P / n at 0 %. */
export function annuityPayment(principalCents: number, annualRatePercent: number, months: number): number {
  const r = annualRatePercent / 100 / 12;
  if (r === 0) return principalCents / months;
  return (principalCents * r) / (1 - Math.pow(1 + r, -months));
}

function run(terms: LoanTerms, payments: (i: number, balance: number, interest: number) => number): Instalment[] {
  const r = terms.annualRatePercent / 100 / 12;
  const rows: Instalment[] = [];
  let balance = terms.principalCents;
  for (let i = 1; i <= terms.months; i++) {
    const interestCents = Math.round(balance * r);
    // The last instalment repays what is left: the rounding of every earlier one is carried on it.
    const principalCents =
      i === terms.months ? balance : Math.min(balance, Math.max(0, payments(i, balance, interestCents) - interestCents));
    balance -= principalCents;
    rows.push({
      number: i,
      dueDate: instalmentDueDate(terms, i),
      principalCents,
      interestCents,
      paymentCents: principalCents + interestCents,
      balanceAfterCents: balance,
    });
  }
  return rows;
}

/**
 * Annuity: each payment is the annuity rounded to the cent (10,000 € at 5 % over 12 months: 856.07 €), interest the
 * balance × the monthly rate rounded to the cent, the last instalment repays the balance. Where the roundings would
 * push the last payment more than a cent away, the instalments just before it take one cent more (or less) each, so
 * every payment stays within a cent of the others.
 */
function annuitySchedule(terms: LoanTerms): Instalment[] {
  const level = Math.round(annuityPayment(terms.principalCents, terms.annualRatePercent, terms.months));
  const nudges = new Array<number>(terms.months + 1).fill(0);
  let rows = run(terms, (i) => level + nudges[i]!);
  for (let round = 0; round < 5 && terms.months > 1; round++) {
    const drift = rows[rows.length - 1]!.paymentCents - level;
    if (Math.abs(drift) <= 1) break;
    const step = Math.sign(drift);
    // Spread the drift one cent per instalment over those before the last.
    for (let k = 0, i = terms.months - 1; k < Math.abs(drift) - 1 && i >= 1; i--) {
      if (nudges[i] === 0) {
        nudges[i] = step;
        k++;
      }
    }
    rows = run(terms, (i) => level + nudges[i]!);
  }
  return rows;
}

/** Linear: the same principal each month (rounded down to the cent; the last takes the rest) plus that month's interest. */
function linearSchedule(terms: LoanTerms): Instalment[] {
  const part = Math.floor(terms.principalCents / terms.months);
  return run(terms, (_, __, interest) => part + interest);
}

/** A loan's full schedule: principal parts add up to the principal to the cent and the last balance is zero. */
export function loanSchedule(terms: LoanTerms): Instalment[] {
  if (terms.principalCents <= 0 || terms.months <= 0) return [];
  return terms.method === 'linear' ? linearSchedule(terms) : annuitySchedule(terms);
}

export type LoanPosition = {
  outstandingCents: number;
  nextDueDate: string | null;
  overdueInstalments: number;
};

/** What is still owed after the instalments paid, the next unpaid due date, and the unpaid ones already due before today. */
export function loanPosition(
  schedule: readonly Instalment[],
  paidNumbers: ReadonlySet<number>,
  today: string,
  principalCents: number,
): LoanPosition {
  let repaid = 0;
  let nextDueDate: string | null = null;
  let overdueInstalments = 0;
  for (const row of schedule) {
    if (paidNumbers.has(row.number)) {
      repaid += row.principalCents;
      continue;
    }
    if (nextDueDate === null) nextDueDate = row.dueDate;
    if (row.dueDate < today) overdueInstalments++;
  }
  return { outstandingCents: principalCents - repaid, nextDueDate, overdueInstalments };
}

/** The capital still owed at the end of each year from `fromYear` for `years` years, following the schedule. */
export function outstandingByYearEnd(schedule: readonly Instalment[], principalCents: number, fromYear: number, years: number) {
  return Array.from({ length: years }, (_, k) => {
    const end = `${fromYear + k}-12-31`;
    const repaid = schedule.filter((r) => r.dueDate <= end).reduce((sum, r) => sum + r.principalCents, 0);
    return { year: fromYear + k, outstandingCents: principalCents - repaid };
  });
}

import { addMonths, daysBetween } from '../brussels-time';

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

function baseSchedule(terms: LoanTerms): Instalment[] {
  if (terms.principalCents <= 0 || terms.months <= 0) return [];
  return terms.method === 'linear' ? linearSchedule(terms) : annuitySchedule(terms);
}

/**
 * What an early repayment does to the rest (decision 106): `shorten` keeps the instalment and ends sooner (the
 * default, as Belgian banks do unless asked otherwise), `reduce` keeps the end date and lowers the instalment.
 */
export const PREPAYMENT_MODES = ['shorten', 'reduce'] as const;
export type PrepaymentMode = (typeof PREPAYMENT_MODES)[number];
export type LoanPrepayment = { paidOn: string; principalCents: number; mode: PrepaymentMode };

/**
 * The fewest whole months in which `balance` is repaid without the instalment growing: for an annuity, the months at
 * which the level payment is at most `payment`; for a linear loan, at most `part` of principal a month.
 */
function monthsToRepay(method: LoanMethod, balanceCents: number, annualRatePercent: number, current: Instalment): number {
  const r = annualRatePercent / 100 / 12;
  if (method === 'linear') return Math.ceil(balanceCents / Math.max(1, current.principalCents) - 1e-9);
  const payment = current.paymentCents;
  if (r === 0) return Math.ceil(balanceCents / payment - 1e-9);
  return Math.ceil(-Math.log(1 - (balanceCents * r) / payment) / Math.log(1 + r) - 1e-9);
}

/**
 * The schedule after an early repayment on `p.paidOn`: the instalments due until that day stand; the balance then, less
 * the capital repaid, is scheduled again over the months left at a lower level instalment (`reduce`), or at the same
 * instalment over the fewest months that repay it, the last one smaller (`shorten`), on the same due days and numbers. Interest of the next instalment is on the lower balance for its whole month: the interest
 * accrued on the capital repaid is paid with the repayment (`prepaymentAccruedInterest`).
 */
function afterPrepayment(terms: LoanTerms, rows: Instalment[], p: LoanPrepayment): Instalment[] {
  const k = rows.filter((r) => r.dueDate <= p.paidOn).length;
  const before = rows.slice(0, k);
  // What the instalments after that day would repay (an earlier repayment since the last due day counted).
  const balance = rows.slice(k).reduce((sum, r) => sum + r.principalCents, 0);
  const left = balance - p.principalCents;
  if (left <= 0 || k >= rows.length) return before;
  const remaining = rows.length - k;
  const next = rows[k]!;
  let rest: Instalment[];
  if (p.mode === 'reduce') rest = baseSchedule({ ...terms, principalCents: left, months: remaining });
  else {
    // The same instalment (annuity) or the same capital a month (linear) as before; the last one takes what is left.
    const months = Math.max(1, Math.min(remaining, monthsToRepay(terms.method, left, terms.annualRatePercent, next)));
    const shorter = { ...terms, principalCents: left, months };
    rest = run(shorter, (_, __, interest) => (terms.method === 'linear' ? next.principalCents + interest : next.paymentCents));
  }
  return [...before, ...rest.map((r, i) => ({ ...r, number: k + i + 1, dueDate: instalmentDueDate(terms, k + i + 1) }))];
}

/**
 * A loan's full schedule: principal parts add up to the principal to the cent (less what was repaid early) and the
 * last balance is zero. Early repayments are applied in date order.
 */
export function loanSchedule(terms: LoanTerms, prepayments: readonly LoanPrepayment[] = []): Instalment[] {
  let rows = baseSchedule(terms);
  for (const p of [...prepayments].sort((a, b) => a.paidOn.localeCompare(b.paidOn))) rows = afterPrepayment(terms, rows, p);
  return rows;
}

/** The last due day on or before `date` (the start when none): interest on the capital repaid early runs from it. */
export function lastDueDateBefore(schedule: readonly Instalment[], startDate: string, date: string): string {
  return schedule.filter((r) => r.dueDate <= date).at(-1)?.dueDate ?? startDate;
}

/** Interest accrued on the capital repaid early from the last due day to the repayment, actual days / 365, to the cent. */
export function prepaymentAccruedInterest(principalCents: number, annualRatePercent: number, fromDate: string, paidOn: string): number {
  return Math.round((principalCents * annualRatePercent * Math.max(0, daysBetween(fromDate, paidOn))) / 100 / 365);
}

/**
 * The most a Belgian lender may ask as reinvestment indemnity when an SME repays a fixed-rate business loan early:
 * six months of interest on the capital repaid, at the loan's rate (law of 21 December 2013 on SME financing).
 */
export function reinvestmentIndemnityCap(principalCents: number, annualRatePercent: number): number {
  return Math.round((principalCents * annualRatePercent * 6) / 12 / 100);
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
export function outstandingByYearEnd(
  schedule: readonly Instalment[],
  principalCents: number,
  fromYear: number,
  years: number,
  prepayments: readonly Pick<LoanPrepayment, 'paidOn' | 'principalCents'>[] = [],
) {
  return Array.from({ length: years }, (_, k) => {
    const end = `${fromYear + k}-12-31`;
    const repaid =
      schedule.filter((r) => r.dueDate <= end).reduce((sum, r) => sum + r.principalCents, 0) +
      prepayments.filter((p) => p.paidOn <= end).reduce((sum, p) => sum + p.principalCents, 0);
    return { year: fromYear + k, outstandingCents: principalCents - repaid };
  });
}

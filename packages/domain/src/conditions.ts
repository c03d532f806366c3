import type { FieldErrorCode } from './errors';

/**
 * A company's shared-bike rules and cafeteria plan (seed §3) and the consistency rules the API and the
 * forms both apply. Each rule answers field issues (path + stable code) rather than throwing, so a form
 * can show them all at once and the API can answer them as a 422.
 */

export const WEEK_DAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type WeekDay = (typeof WEEK_DAYS)[number];
export const WEEKEND_DAYS: readonly WeekDay[] = ['sat', 'sun'];

export const CAFETERIA_PAYMENT_MODES = ['purchase', 'monthly_leasing', 'annual_leasing', 'prepaid_leasing'] as const;
export type CafeteriaPaymentMode = (typeof CAFETERIA_PAYMENT_MODES)[number];

/** "HH:MM", 00:00 to 23:59. */
export type TimeOfDay = string;
export type TimeWindow = { start: TimeOfDay; end: TimeOfDay };

export type SharedBikeRules = {
  /** Empty: every shared bike of the company. */
  bikeIds: number[];
  /** Empty: every user of the company. */
  userIds: number[];
  /** Empty: every building of the company. */
  buildingIds: number[];
  /** Days on which a booking may start. */
  allowedDays: WeekDay[];
  /** A booking may run over a weekend (take on Friday, bring back on Monday). */
  weekendUse: boolean;
  /** How many days ahead a bike may be booked; 0 = today only. */
  daysInAdvance: number;
  /** Longest booking; null = no limit. */
  maxBookingMinutes: number | null;
  /** When bikes may be taken, and brought back; null = any time. */
  takeWindow: TimeWindow | null;
  returnWindow: TimeWindow | null;
  /** No booking touches a Saturday or a Sunday. */
  forbidWeekend: boolean;
  /** A bike is brought back to the building it was taken from. */
  forbidInterBuilding: boolean;
  /** Reservation limits per user; null = no limit. */
  maxPerMonth: number | null;
  maxPerYear: number | null;
  maxSimultaneous: number | null;
  /** What an employee pays per day of private use of a shared bike, in cents, for the payroll file; 0 = free. */
  privateUseDailyCents: number;
};

export type CafeteriaPlan = {
  paymentModes: CafeteriaPaymentMode[];
  vatIncluded: boolean;
  saleDiscountPercent: number;
  leasingDiscountPercent: number;
  residualValuePercent: number;
  description: string | null;
};

export type RuleIssue = { path: (string | number)[]; code: FieldErrorCode };

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export function isTimeOfDay(value: string): boolean {
  return TIME.test(value);
}

/** Minutes since midnight of a valid "HH:MM". */
export function minutesOfDay(value: TimeOfDay): number {
  return Number(value.slice(0, 2)) * 60 + Number(value.slice(3, 5));
}

/** A window ends after it starts; windows over midnight are not a thing for office bikes. */
export function timeWindowIssues(window: TimeWindow | null, path: string): RuleIssue[] {
  if (!window) return [];
  const issues: RuleIssue[] = [];
  if (!isTimeOfDay(window.start)) issues.push({ path: [path, 'start'], code: 'invalid_time' });
  if (!isTimeOfDay(window.end)) issues.push({ path: [path, 'end'], code: 'invalid_time' });
  if (issues.length === 0 && minutesOfDay(window.end) <= minutesOfDay(window.start))
    issues.push({ path: [path, 'end'], code: 'end_before_start' });
  return issues;
}

function limitIssues(rules: SharedBikeRules): RuleIssue[] {
  const issues: RuleIssue[] = [];
  for (const key of ['maxPerMonth', 'maxPerYear', 'maxSimultaneous'] as const) {
    const value = rules[key];
    if (value !== null && value < 0) issues.push({ path: [key], code: 'too_small' });
  }
  if (issues.length) return issues;
  const { maxSimultaneous, maxPerMonth, maxPerYear } = rules;
  if (maxSimultaneous !== null && maxPerMonth !== null && maxSimultaneous > maxPerMonth) {
    issues.push({ path: ['maxSimultaneous'], code: 'max_exceeds_month' });
  } else if (maxSimultaneous !== null && maxPerMonth === null && maxPerYear !== null && maxSimultaneous > maxPerYear) {
    issues.push({ path: ['maxSimultaneous'], code: 'max_exceeds_year' });
  }
  if (maxPerMonth !== null && maxPerYear !== null && maxPerMonth > maxPerYear)
    issues.push({ path: ['maxPerMonth'], code: 'max_exceeds_year' });
  return issues;
}

/** Every inconsistency of a set of shared-bike rules; empty when they can be saved. */
export function sharedBikeRuleIssues(rules: SharedBikeRules): RuleIssue[] {
  const issues: RuleIssue[] = [];
  if (rules.daysInAdvance < 0) issues.push({ path: ['daysInAdvance'], code: 'too_small' });
  if (rules.maxBookingMinutes !== null && rules.maxBookingMinutes <= 0) issues.push({ path: ['maxBookingMinutes'], code: 'too_small' });

  const take = timeWindowIssues(rules.takeWindow, 'takeWindow');
  const back = timeWindowIssues(rules.returnWindow, 'returnWindow');
  issues.push(...take, ...back);
  // Bringing a bike back before anyone could have taken it makes the return window partly useless.
  if (take.length === 0 && back.length === 0 && rules.takeWindow && rules.returnWindow) {
    if (minutesOfDay(rules.returnWindow.start) < minutesOfDay(rules.takeWindow.start)) {
      issues.push({ path: ['returnWindow', 'start'], code: 'return_before_take' });
    }
  }

  if (rules.forbidWeekend) {
    if (rules.allowedDays.some((d) => WEEKEND_DAYS.includes(d))) issues.push({ path: ['allowedDays'], code: 'weekend_forbidden' });
    if (rules.weekendUse) issues.push({ path: ['weekendUse'], code: 'weekend_forbidden' });
  }
  return [...issues, ...limitIssues(rules)];
}

const PERCENT_FIELDS = ['saleDiscountPercent', 'leasingDiscountPercent', 'residualValuePercent'] as const;

export function percentIssue(value: number): 'too_small' | 'too_big' | null {
  if (value < 0) return 'too_small';
  if (value > 100) return 'too_big';
  return null;
}

export function cafeteriaPlanIssues(plan: CafeteriaPlan): RuleIssue[] {
  const issues: RuleIssue[] = [];
  for (const key of PERCENT_FIELDS) {
    const code = percentIssue(plan[key]);
    if (code) issues.push({ path: [key], code });
  }
  plan.paymentModes.forEach((mode, i) => {
    if (plan.paymentModes.indexOf(mode) !== i) issues.push({ path: ['paymentModes', i], code: 'duplicate' });
  });
  return issues;
}

/** What a company starts with: weekdays, office hours, no limits; cafeteria closed until set. */
export const DEFAULT_SHARED_BIKE_RULES: SharedBikeRules = {
  bikeIds: [],
  userIds: [],
  buildingIds: [],
  allowedDays: ['mon', 'tue', 'wed', 'thu', 'fri'],
  weekendUse: false,
  daysInAdvance: 30,
  maxBookingMinutes: null,
  takeWindow: null,
  returnWindow: null,
  forbidWeekend: false,
  forbidInterBuilding: false,
  maxPerMonth: null,
  maxPerYear: null,
  maxSimultaneous: null,
  privateUseDailyCents: 0,
};

/** Residual value defaults to the purchase option at lease end (seed §9: 16 %). */
export const DEFAULT_CAFETERIA_PLAN: CafeteriaPlan = {
  paymentModes: [],
  vatIncluded: true,
  saleDiscountPercent: 0,
  leasingDiscountPercent: 0,
  residualValuePercent: 16,
  description: null,
};

import { addDays, addMonthKeys, addMonths, daysBetween, isCalendarDay, monthsBetween } from './brussels-time';
import { weekdayIndex, type CapacityException } from './workshop/workshop-capacity';

/**
 * The admin statistics' pure rules (issue 30, decision 090): the periods a figure is compared with, the change between
 * two figures, and the percentile the repair turnaround uses. The database aggregates (one query per statistic); these
 * rules say what the aggregation means, and the screens compare with them.
 */

export type StatisticsPeriod = { from: string; to: string };

/** A period of Brussels days, both included: two calendar days, `from` not after `to`. */
export const isStatisticsPeriod = (p: StatisticsPeriod) => isCalendarDay(p.from) && isCalendarDay(p.to) && p.from <= p.to;

/** The period of the same length that ends the day before `from`: 1–30 November → 2–31 October. */
export function previousPeriod({ from, to }: StatisticsPeriod): StatisticsPeriod {
  const length = daysBetween(from, to);
  const end = addDays(from, -1);
  return { from: addDays(end, -length), to: end };
}

/**
 * The same days a year earlier; a period of whole months stays whole months (1–29 February 2028 → 1–28 February 2027),
 * because `addMonths` keeps the month's last day.
 */
export function samePeriodLastYear({ from, to }: StatisticsPeriod): StatisticsPeriod {
  return { from: addMonths(from, -12), to: addMonths(to, -12) };
}

/** The change from `before` to `now` in per cent, one decimal; null when there was nothing before to compare with. */
export function changePercent(now: number, before: number): number | null {
  if (before === 0) return null;
  return Math.round(((now - before) / Math.abs(before)) * 1000) / 10;
}

/**
 * The p-th percentile (0–1) of `values` by linear interpolation between the closest ranks: the same definition as
 * PostgreSQL's `percentile_cont`, which the repair statistics compute in the database. Null for no values.
 */
export function percentile(values: readonly number[], p: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = (sorted.length - 1) * Math.min(1, Math.max(0, p));
  const low = Math.floor(rank);
  const high = Math.ceil(rank);
  return sorted[low]! + (sorted[high]! - sorted[low]!) * (rank - low);
}

/** Days as the screens show them: one decimal (a turnaround of 36 hours reads 1.5 days). */
export const roundDays = (days: number | null) => (days === null ? null : Math.round(days * 10) / 10);

/** Margin over the revenue whose cost is known: revenue with an unknown cost is counted apart, never as a zero cost. */
export function marginOf(row: { revenueExclVatCents: number; costCents: number; unknownCostRevenueCents: number }): number {
  return row.revenueExclVatCents - row.unknownCostRevenueCents - row.costCents;
}

/** The months a period touches (`YYYY-MM`), oldest first: a month-by-month chart shows the empty ones too. */
export function monthsOfPeriod({ from, to }: StatisticsPeriod): string[] {
  const first = from.slice(0, 7);
  return Array.from({ length: monthsBetween(first, to.slice(0, 7)) + 1 }, (_, i) => addMonthKeys(first, i));
}

/** `part` of `whole` in per cent, one decimal; null when there is no whole (no offer made, no capacity). */
export function percentOf(part: number, whole: number): number | null {
  if (whole <= 0) return null;
  return Math.round((part / whole) * 1000) / 10;
}

/**
 * A store's mechanic minutes over a period (decision 096), the sum of `capacityMinutesByDay` over its days counted
 * without listing them (a period may span years): each weekday's minutes times how often that weekday occurs, then
 * each exception of the period replaces its day's minutes (closed: none; extra: the weekday's plus the extra).
 */
export function periodCapacityMinutes(
  weekly: readonly number[],
  exceptions: readonly CapacityException[],
  { from, to }: StatisticsPeriod,
): number {
  const days = daysBetween(from, to) + 1;
  const first = weekdayIndex(from);
  let minutes = 0;
  for (let w = 0; w < 7; w++) {
    const offset = (w - first + 7) % 7;
    const occurrences = offset < days ? Math.floor((days - 1 - offset) / 7) + 1 : 0;
    minutes += (weekly[w] ?? 0) * occurrences;
  }
  const seen = new Set<string>();
  for (const e of exceptions) {
    if (e.date < from || e.date > to || seen.has(e.date)) continue;
    seen.add(e.date);
    minutes += e.kind === 'closed' ? -(weekly[weekdayIndex(e.date)] ?? 0) : e.minutes;
  }
  return minutes;
}

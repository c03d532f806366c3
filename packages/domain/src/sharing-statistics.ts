import { bookingDays } from './booking-rules';
import { dayOfNumber, monthKeyOf, yearOf } from './brussels-time';

/** Seed §9: shared-bike statistics count from this Brussels day on. */
export const SHARING_STATISTICS_START = '2024-04-01';
/** The longest period one usage-statistics request covers (a little over two years). */
export const SHARING_STATISTICS_MAX_DAYS = 800;

const pad = (n: number) => String(n).padStart(2, '0');

/** The years the statistics can show, 2024 first, up to `now`'s year in Brussels. */
export function sharingStatisticsYears(now: Date): number[] {
  const last = yearOf(now);
  const first = Number(SHARING_STATISTICS_START.slice(0, 4));
  return Array.from({ length: Math.max(1, last - first + 1) }, (_, i) => first + i);
}

/** "YYYY-MM" of each month of a year the statistics cover (2024 starts in April). */
export function statisticsMonthsOf(year: number): string[] {
  const startMonth = year === Number(SHARING_STATISTICS_START.slice(0, 4)) ? Number(SHARING_STATISTICS_START.slice(5, 7)) : 1;
  return Array.from({ length: 13 - startMonth }, (_, i) => `${year}-${pad(startMonth + i)}`);
}

export type UsageSlot = { start: Date | string; end: Date | string };
export type MonthUsage = { month: string; trips: number; days: number; hours: number };

/**
 * A person's use per month of a year: trips (reservations starting that month, Brussels), days (the distinct
 * Brussels days of the month the reservations touch, as the 60-day counter counts them) and hours booked
 * (a reservation's whole length counts in the month it starts), rounded to a tenth.
 */
export function monthlyUsage(slots: UsageSlot[], year: number): MonthUsage[] {
  const months = new Map(statisticsMonthsOf(year).map((m) => [m, { trips: 0, days: new Set<number>(), minutes: 0 }]));
  for (const s of slots) {
    const startMonth = months.get(monthKeyOf(new Date(s.start)));
    if (startMonth) {
      startMonth.trips++;
      startMonth.minutes += (new Date(s.end).getTime() - new Date(s.start).getTime()) / 60_000;
    }
    for (const d of bookingDays(s.start, s.end)) {
      const key = dayOfNumber(d).slice(0, 7);
      months.get(key)?.days.add(d);
    }
  }
  return [...months.entries()].map(([month, m]) => ({ month, trips: m.trips, days: m.days.size, hours: Math.round(m.minutes / 6) / 10 }));
}

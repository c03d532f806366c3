import { addDays, weekdayOf } from './brussels-time';
import { belgianPublicHolidays } from './sepa-calendar';

/**
 * The one calendar of a store's opening days (decision 098): its weekly opening hours (the shop schedule's spans) and
 * its dated closures, plus Belgium's public holidays, on which every store is closed. The shop schedule, the workshop
 * capacity, repair tours, test rides and drop-off dates all ask it. Days are Brussels calendar days, `YYYY-MM-DD`.
 */
export type StoreCalendar = {
  /** ISO weekdays (1 = Monday … 7 = Sunday) with at least one opening span. Empty: hours never entered. */
  openWeekdays: readonly number[];
  /** Dated closures, both ends included. */
  closures: readonly { from: string; to: string }[];
};

export type ClosedReason = 'weekly_closed' | 'public_holiday' | 'closure';

/** A store's calendar from the shop schedule's rows: the weekdays that have a span, and the closures. */
export function storeCalendarOf(hours: readonly { weekday: number }[], closures: readonly { from: string; to: string }[]): StoreCalendar {
  return { openWeekdays: [...new Set(hours.map((h) => h.weekday))].sort((a, b) => a - b), closures };
}

/**
 * Why the store is closed on `date`, or null when it is open. A store whose hours were never entered is not held to
 * a week (a new store, a warehouse): only holidays and closures close it.
 */
export function closedReason(calendar: StoreCalendar, date: string): ClosedReason | null {
  if (calendar.closures.some((c) => c.from <= date && date <= c.to)) return 'closure';
  if (belgianPublicHolidays(Number(date.slice(0, 4))).includes(date)) return 'public_holiday';
  if (calendar.openWeekdays.length > 0 && !calendar.openWeekdays.includes(weekdayOf(date))) return 'weekly_closed';
  return null;
}

export const isStoreOpen = (calendar: StoreCalendar, date: string) => closedReason(calendar, date) === null;

/** How far ahead an open day is looked for: a store closed longer than a year has no next open day. */
export const OPEN_DAY_HORIZON = 366;

/** The first `count` open days from `from` (included), within a year. */
export function nextOpenDays(calendar: StoreCalendar, from: string, count = 1): string[] {
  const out: string[] = [];
  for (let i = 0; i < OPEN_DAY_HORIZON && out.length < count; i += 1) {
    const day = addDays(from, i);
    if (isStoreOpen(calendar, day)) out.push(day);
  }
  return out;
}

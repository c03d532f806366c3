import { addDays, weekdayOf } from './brussels-time';
import { belgianPublicHolidays } from './sepa-calendar';

/**
 * The one calendar of a store's opening days (decision 098): its weekly opening hours (the shop schedule's spans), its
 * dated exceptions (closures, and exceptional openings) and Belgium's public holidays, on which a store is closed unless
 * it opens exceptionally. The shop schedule, the workshop capacity, repair tours, test rides and drop-off dates all ask
 * it. Days are Brussels calendar days, `YYYY-MM-DD`.
 */
export const OPENING_EXCEPTION_KINDS = ['closed', 'open'] as const;
export type OpeningExceptionKind = (typeof OPENING_EXCEPTION_KINDS)[number];
export type OpeningException = { from: string; to: string; kind?: OpeningExceptionKind };

export type StoreCalendar = {
  /** ISO weekdays (1 = Monday … 7 = Sunday) with at least one opening span; none: closed every day, as the schedule says. */
  openWeekdays: readonly number[];
  /** Dated exceptions, both ends included: closed (the default), or open on a day the week or a holiday closes. */
  closures: readonly OpeningException[];
};

export type ClosedReason = 'weekly_closed' | 'public_holiday' | 'closure';

/** A store's calendar from the shop schedule's rows: the weekdays that have a span, and the closures. */
export function storeCalendarOf(hours: readonly { weekday: number }[], closures: readonly OpeningException[]): StoreCalendar {
  return { openWeekdays: [...new Set(hours.map((h) => h.weekday))].sort((a, b) => a - b), closures };
}

/**
 * Why the store is closed on `date`, or null when it is open. A closure wins over everything; an exceptional opening
 * over the week and the holidays. A store without hours is closed every day, as the shop schedule screen says.
 */
export function closedReason(calendar: StoreCalendar, date: string): ClosedReason | null {
  const covering = calendar.closures.filter((c) => c.from <= date && date <= c.to);
  if (covering.some((c) => (c.kind ?? 'closed') === 'closed')) return 'closure';
  if (covering.length > 0) return null;
  if (belgianPublicHolidays(Number(date.slice(0, 4))).includes(date)) return 'public_holiday';
  if (!calendar.openWeekdays.includes(weekdayOf(date))) return 'weekly_closed';
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

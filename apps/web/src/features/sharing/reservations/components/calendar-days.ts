import { addDays, addMonthKeys, daysFrom, daysBetween, firstDayOfMonth, lastDayOfMonth, weekdayOf } from '@veloport/domain';

export type CalendarView = 'month' | 'week';

/** The days a view shows around `anchor`: the whole month, or Monday to Sunday. */
export function viewDays(view: CalendarView, anchor: string): string[] {
  if (view === 'week') return daysFrom(addDays(anchor, 1 - weekdayOf(anchor)), 7);
  const first = firstDayOfMonth(anchor.slice(0, 7));
  return daysFrom(first, daysBetween(first, lastDayOfMonth(anchor.slice(0, 7))) + 1);
}

/** The anchor of the previous (-1) or next (+1) view. */
export function shift(view: CalendarView, anchor: string, step: -1 | 1): string {
  if (view === 'week') return addDays(anchor, 7 * step);
  return firstDayOfMonth(addMonthKeys(anchor.slice(0, 7), step));
}

/** Whether a reservation (Brussels wall times "YYYY-MM-DDTHH:MM") uses the day; one ending at midnight leaves that day free. */
export function onDay(r: { start: string; end: string }, date: string): boolean {
  const endDay = r.end.slice(11) === '00:00' ? addDays(r.end.slice(0, 10), -1) : r.end.slice(0, 10);
  return r.start.slice(0, 10) <= date && date <= endDay;
}

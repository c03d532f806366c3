const DAY_MS = 86_400_000;

/** "YYYY-MM-DD" ↔ day numbers (days since 1970-01-01), calendar arithmetic without time zones. */
export const toDay = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;
export const toDate = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

export type CalendarView = 'month' | 'week';

/** The days a view shows around `anchor`: the whole month, or Monday to Sunday. */
export function viewDays(view: CalendarView, anchor: string): string[] {
  const a = toDay(anchor);
  if (view === 'week') {
    const weekday = (new Date(a * DAY_MS).getUTCDay() + 6) % 7;
    return Array.from({ length: 7 }, (_, i) => toDate(a - weekday + i));
  }
  const first = toDay(`${anchor.slice(0, 7)}-01`);
  const d = new Date(first * DAY_MS);
  const last = Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1) / DAY_MS - 1;
  return Array.from({ length: last - first + 1 }, (_, i) => toDate(first + i));
}

/** The anchor of the previous (-1) or next (+1) view. */
export function shift(view: CalendarView, anchor: string, step: -1 | 1): string {
  if (view === 'week') return toDate(toDay(anchor) + 7 * step);
  const d = new Date(`${anchor.slice(0, 7)}-01T00:00:00Z`);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + step, 1)).toISOString().slice(0, 10);
}

/** Whether a reservation (Brussels wall times "YYYY-MM-DDTHH:MM") uses the day; one ending at midnight leaves that day free. */
export function onDay(r: { start: string; end: string }, date: string): boolean {
  const endDay = r.end.slice(11) === '00:00' ? toDate(toDay(r.end.slice(0, 10)) - 1) : r.end.slice(0, 10);
  return r.start.slice(0, 10) <= date && date <= endDay;
}

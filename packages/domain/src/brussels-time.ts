/**
 * The one door to "now", to "today in Brussels" and to calendar arithmetic (decision 067). The business and its
 * customers live in Brussels time: between midnight and 01:00 (02:00 in summer) the UTC date is still yesterday, so a
 * day is never read off `toISOString()` and a weekday never off `getDay()`. The lint rule `veloport/clock` sends
 * every other file here.
 *
 * Two kinds of values:
 * - an instant (`Date`, or an ISO string with a time): a point in time, shown and cut into days in Brussels;
 * - a day (`YYYY-MM-DD`): a calendar day, with no time zone. Day arithmetic works on the calendar, so a
 *   daylight-saving change never shifts a day.
 */

export const BRUSSELS_TIME_ZONE = 'Europe/Brussels';
const DAY_MS = 86_400_000;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** Where "now" comes from. The API takes one in its options (tests, benches and demos set it); jobs read it too. */
export type Clock = {
  /** The current instant. */
  now(): Date;
  /** Today's calendar day in Brussels, `YYYY-MM-DD`. */
  today(): string;
};

/** A clock reading `now`. */
export function clockOf(now: () => Date): Clock {
  return { now: () => new Date(now().getTime()), today: () => brusselsDayOf(now()) };
}

/** The machine's clock. */
export const systemClock: Clock = clockOf(() => new Date());

/** A clock stopped at `at` (an instant, or a day read as noon in Brussels). */
export function fixedClock(at: Date | string): Clock {
  const instant = instantOf(at);
  return clockOf(() => instant);
}

/** A clock that starts at `at` and runs with the machine's clock from there (a demo or a bench set on a given day). */
export function clockFrom(at: Date | string): Clock {
  const offset = instantOf(at).getTime() - systemClock.now().getTime();
  return clockOf(() => new Date(systemClock.now().getTime() + offset));
}

function instantOf(at: Date | string): Date {
  if (at instanceof Date) return new Date(at.getTime());
  const instant = DAY.test(at) ? brusselsWallTimeToIso(`${at}T12:00`) : at;
  const date = new Date(instant ?? Number.NaN);
  if (Number.isNaN(date.getTime())) throw new RangeError(`not an instant: ${at}`);
  return date;
}

// ---------------------------------------------------------------------------------------------------------------
// Instants seen in Brussels

export type DateParts = { year: number; month: number; day: number; hour: number; minute: number };

const brusselsFormatter = new Intl.DateTimeFormat('en-GB', {
  timeZone: BRUSSELS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  // h23 avoids midnight being rendered as "24:00" by some ICU versions.
  hourCycle: 'h23',
});

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** Calendar parts of an instant as seen in Brussels (a bare day is taken literally), or null when empty or invalid. */
export function brusselsDateParts(value: string | Date | null | undefined): DateParts | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string') {
    // A bare date is a calendar day, not an instant: parsing it as UTC midnight would shift it in time zones west
    // of UTC, so it is taken literally.
    const day = dayParts(value.trim());
    if (day) return { ...day, hour: 0, minute: 0 };
    if (DAY.test(value.trim())) return null;
  }
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return null;
  const parts: Record<string, number> = {};
  for (const part of brusselsFormatter.formatToParts(date)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return { year: parts.year!, month: parts.month!, day: parts.day!, hour: parts.hour!, minute: parts.minute! };
}

/** The Brussels calendar day of an instant (a bare day is returned as it is). */
export function brusselsDayOf(at: Date | string): string {
  const p = brusselsDateParts(at);
  if (!p) throw new RangeError(`not an instant: ${String(at)}`);
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`;
}

/** Today in Brussels, `YYYY-MM-DD`, by `clock` (or at the instant given). */
export function brusselsToday(clock: Clock | Date = systemClock): string {
  return brusselsDayOf(clock instanceof Date ? clock : clock.now());
}

/** The Brussels wall time of an instant, `HH:MM`. */
export function brusselsWallTime(at: Date | string): string {
  const p = brusselsDateParts(at)!;
  return `${pad(p.hour)}:${pad(p.minute)}`;
}

/** Minutes since midnight on the Brussels wall clock. */
export function brusselsMinuteOfDay(at: Date | string): number {
  const p = brusselsDateParts(at)!;
  return p.hour * 60 + p.minute;
}

/**
 * A wall time typed in a form ("2026-12-01T10:00", a `datetime-local` value) read as Brussels time, whatever
 * the browser's time zone, → ISO instant. The stores are in Belgium: a visitor abroad books their hours.
 * Returns null for a value that is not a wall time.
 */
export function brusselsWallTimeToIso(value: string): string | null {
  const m = WALL_TIME.exec(value.trim());
  if (!m) return null;
  const [year, month, day, hour, minute] = m.slice(1).map(Number) as [number, number, number, number, number];
  const wanted = Date.UTC(year, month - 1, day, hour, minute);
  // Brussels is UTC+1 or UTC+2: start from the wall time as if it were UTC, correct by the offset seen there,
  // then once more in case the correction crossed a daylight-saving change.
  let instant = wanted;
  for (let i = 0; i < 2; i++) {
    const p = brusselsDateParts(new Date(instant))!;
    instant += wanted - Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute);
  }
  return new Date(instant).toISOString();
}

/** The instant a Brussels day starts (midnight there, 23:00 or 22:00 UTC the day before). */
export function brusselsStartOfDay(day: string): Date {
  return new Date(brusselsWallTimeToIso(`${checkedDay(day)}T00:00`)!);
}

// ---------------------------------------------------------------------------------------------------------------
// Calendar days, `YYYY-MM-DD`

function dayParts(day: string): { year: number; month: number; day: number } | null {
  const m = DAY.exec(day);
  if (!m) return null;
  const [year, month, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const check = new Date(Date.UTC(year, month - 1, d));
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== d) return null;
  return { year, month, day: d };
}

function checkedDay(day: string): string {
  if (!dayParts(day)) throw new RangeError(`not a day: ${day}`);
  return day;
}

/** Whether `value` is a real calendar day written `YYYY-MM-DD` (no 31 April, 29 February only in leap years). */
export const isCalendarDay = (value: string) => dayParts(value) !== null;

/** Days since 1970-01-01 (a day number: consecutive days differ by one). */
export function dayNumber(day: string): number {
  const p = dayParts(day);
  if (!p) throw new RangeError(`not a day: ${day}`);
  return Date.UTC(p.year, p.month - 1, p.day) / DAY_MS;
}

/** The day of a day number. */
export function dayOfNumber(n: number): string {
  const d = new Date(Math.round(n) * DAY_MS);
  return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** The day `n` days after `day` (before it when `n` is negative). */
export const addDays = (day: string, n: number) => dayOfNumber(dayNumber(day) + n);

/** Days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string) => dayNumber(to) - dayNumber(from);

/** `count` consecutive days from `from`. */
export const daysFrom = (from: string, count: number) => Array.from({ length: count }, (_, i) => addDays(from, i));

/** ISO weekday: 1 Monday … 7 Sunday. */
export function weekdayOf(day: string): number {
  return ((((dayNumber(day) + 3) % 7) + 7) % 7) + 1; // 1970-01-01 was a Thursday
}

export const isWeekend = (day: string) => weekdayOf(day) >= 6;

/** The day `n` months after `day`, on the same day of the month or the month's last day (31 January + 1 → 28/29 February). */
export function addMonths(day: string, n: number): string {
  const p = dayParts(day);
  if (!p) throw new RangeError(`not a day: ${day}`);
  const index = p.year * 12 + (p.month - 1) + n;
  const year = Math.floor(index / 12);
  const month = index - year * 12 + 1;
  return `${pad(year, 4)}-${pad(month)}-${pad(Math.min(p.day, daysInMonth(year, month)))}`;
}

/** The day `n` Monday-to-Friday days after `day` (0: `day` itself, or the next Monday when it falls on a weekend). */
export function addBusinessDays(day: string, n: number): string {
  let current = checkedDay(day);
  if (n === 0) {
    while (isWeekend(current)) current = addDays(current, 1);
    return current;
  }
  const step = n > 0 ? 1 : -1;
  for (let left = Math.abs(n); left > 0;) {
    current = addDays(current, step);
    if (!isWeekend(current)) left -= 1;
  }
  return current;
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

// ---------------------------------------------------------------------------------------------------------------
// Months and years

/** The month `YYYY-MM` of a day, or of an instant in Brussels. */
export const monthKeyOf = (at: Date | string) => brusselsDayOf(at).slice(0, 7);

/** The year of a day, or of an instant in Brussels. */
export const yearOf = (at: Date | string) => Number(brusselsDayOf(at).slice(0, 4));

/** The month `n` months after `month` (`YYYY-MM`). */
export const addMonthKeys = (month: string, n: number) => addMonths(`${month}-01`, n).slice(0, 7);

/** Months from `a` to `b` (`YYYY-MM`, b − a). */
export function monthsBetween(a: string, b: string): number {
  const [ya, ma] = a.split('-').map(Number) as [number, number];
  const [yb, mb] = b.split('-').map(Number) as [number, number];
  return yb * 12 + mb - (ya * 12 + ma);
}

export const firstDayOfMonth = (month: string) => `${month}-01`;

export function lastDayOfMonth(month: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return `${month}-${pad(daysInMonth(year, m))}`;
}

/** The `count` months ending with `month`, oldest first. */
export const monthsEndingWith = (month: string, count: number) =>
  Array.from({ length: count }, (_, i) => addMonthKeys(month, i - count + 1));

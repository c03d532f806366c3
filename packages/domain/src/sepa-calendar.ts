import { addDays, isWeekend } from './brussels-time';

/**
 * The TARGET2 calendar (decision 061): the days on which SEPA debits and credit transfers settle. Closed on Saturdays,
 * Sundays, 1 January, Good Friday, Easter Monday, 1 May, 25 and 26 December — the ECB's list, the same every year, with
 * Easter computed (Gregorian, anonymous algorithm of Meeus/Jones/Butcher). Belgian public holidays that are not
 * TARGET2 closing days (21 July, 15 August…) are settlement days for the banks and stay allowed. Days are ISO dates.
 */

const shift = addDays;

/** Easter Sunday of a Gregorian year (ISO date). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const dayOfMonth = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(dayOfMonth).padStart(2, '0')}`;
}

/** The TARGET2 closing days of a year other than weekends. */
export function target2Holidays(year: number): string[] {
  const easter = easterSunday(year);
  return [`${year}-01-01`, shift(easter, -2), shift(easter, 1), `${year}-05-01`, `${year}-12-25`, `${year}-12-26`];
}

export type SepaDateRefusal = 'not_business_day' | 'bank_holiday';

/** Why a day is not a TARGET2 business day, or null when it is one. */
export function target2Refusal(day: string): SepaDateRefusal | null {
  if (isWeekend(day)) return 'not_business_day';
  if (target2Holidays(Number(day.slice(0, 4))).includes(day)) return 'bank_holiday';
  return null;
}

export const isTarget2BusinessDay = (day: string) => target2Refusal(day) === null;

/** The day `days` TARGET2 business days after `day` (0: `day` itself when it is one, else the next one). */
export function addTarget2BusinessDays(day: string, days: number): string {
  let current = day;
  if (days === 0) {
    while (!isTarget2BusinessDay(current)) current = shift(current, 1);
    return current;
  }
  let left = days;
  while (left > 0) {
    current = shift(current, 1);
    if (isTarget2BusinessDay(current)) left -= 1;
  }
  return current;
}

/**
 * The first day a collection may be asked for when the pre-notifications leave on `today`: `leadDays` TARGET2 business
 * days later (the notice period of the creditor's terms, counted in bank business days).
 */
export const earliestCollectionDate = (today: string, leadDays: number) => addTarget2BusinessDays(today, leadDays);

/** Why a collection date is refused (not a business day, or too soon for the notice), or null when it is fine. */
export function collectionDateRefusal(day: string, today: string, leadDays: number): SepaDateRefusal | 'collection_date_too_soon' | null {
  return target2Refusal(day) ?? (day < earliestCollectionDate(today, leadDays) ? 'collection_date_too_soon' : null);
}

/**
 * Belgium's ten legal public holidays of a year (law of 4 January 1974): New Year, Easter Monday, Labour Day,
 * Ascension, Whit Monday, National Day, Assumption, All Saints, Armistice, Christmas.
 */
export function belgianPublicHolidays(year: number): string[] {
  const easter = easterSunday(year);
  return [
    `${year}-01-01`,
    shift(easter, 1),
    `${year}-05-01`,
    shift(easter, 39),
    shift(easter, 50),
    `${year}-07-21`,
    `${year}-08-15`,
    `${year}-11-01`,
    `${year}-11-11`,
    `${year}-12-25`,
  ];
}

/** The day itself when it is a working day in Belgium, else the next one (no weekend, no public holiday). */
export function nextBelgianWorkingDay(day: string): string {
  let d = day;
  while (isWeekend(d) || belgianPublicHolidays(Number(d.slice(0, 4))).includes(d)) d = shift(d, 1);
  return d;
}

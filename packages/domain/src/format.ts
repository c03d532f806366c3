import type { Locale } from './locale';

const NOT_AVAILABLE = 'N/A';
const TIME_ZONE = 'Europe/Brussels';
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

export type DateParts = { year: number; month: number; day: number; hour: number; minute: number };

const brusselsFormatter = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  // h23 avoids midnight being rendered as "24:00" by some ICU versions.
  hourCycle: 'h23',
});

function pad(value: number, width = 2): string {
  return String(value).padStart(width, '0');
}

// The locale is accepted for API symmetry only: the spec fixes one Belgian format for every language.
export function formatPrice(cents: number | null | undefined, _locale?: Locale): string {
  if (cents === null || cents === undefined || !Number.isFinite(cents)) return NOT_AVAILABLE;
  const rounded = Math.round(cents);
  const abs = Math.abs(rounded);
  const euros = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  const sign = rounded < 0 ? '-' : '';
  return `${sign}${euros},${pad(abs % 100)} €`;
}

/** A count in the same Belgian style as prices, whatever the language: thousands apart by a space. */
export function formatCount(n: number): string {
  const rounded = Math.round(n);
  return `${rounded < 0 ? '-' : ''}${Math.abs(rounded)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ' ')}`;
}

// Calendar parts of an instant as seen in Brussels, or null when the input is empty or invalid.
export function brusselsDateParts(value: string | Date | null | undefined): DateParts | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string') {
    // A bare date is a calendar day, not an instant: parsing it as UTC midnight would shift it
    // in time zones west of UTC, so it is taken literally.
    const match = DATE_ONLY.exec(value.trim());
    if (match) {
      const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
      const check = new Date(Date.UTC(year, month - 1, day));
      if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) {
        return null;
      }
      return { year, month, day, hour: 0, minute: 0 };
    }
  }
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return null;
  const parts: Record<string, number> = {};
  for (const part of brusselsFormatter.formatToParts(date)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return { year: parts.year, month: parts.month, day: parts.day, hour: parts.hour, minute: parts.minute };
}

export function formatDate(value: string | Date | null | undefined): string {
  const parts = brusselsDateParts(value);
  if (!parts) return NOT_AVAILABLE;
  return `${pad(parts.day)}/${pad(parts.month)}/${pad(parts.year, 4)}`;
}

export function formatDateTime(value: string | Date | null | undefined): string {
  const parts = brusselsDateParts(value);
  if (!parts) return NOT_AVAILABLE;
  return `${pad(parts.day)}/${pad(parts.month)}/${pad(parts.year, 4)} ${pad(parts.hour)}:${pad(parts.minute)}`;
}

const TYPED_DATE = /^(\d{1,2})[/.\-\s](\d{1,2})[/.\-\s](\d{4})$/;
const TYPED_COMPACT_DATE = /^(\d{2})(\d{2})(\d{4})$/;

/**
 * A date typed the way it is shown (day/month/year: "25/12/2026", also "25.12.2026", "25-12-2026", "1/2/2026",
 * "25122026", or a pasted "2026-12-25") → "YYYY-MM-DD", the form every contract takes. A date that does not exist
 * (31/02/2026), a two-digit year or anything else → null: nothing is guessed or rolled over to the next month.
 */
export function parseTypedDate(value: string): string | null {
  const text = value.trim();
  let m = TYPED_DATE.exec(text) ?? TYPED_COMPACT_DATE.exec(text);
  let day: number, month: number, year: number;
  if (m) {
    [day, month, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  } else {
    m = DATE_ONLY.exec(text);
    if (!m) return null;
    [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  }
  if (year < 1000) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

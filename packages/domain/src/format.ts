import { brusselsDateParts, isCalendarDay } from './brussels-time';
import type { Locale } from './locale';

// What a missing price or date shows: a dash reads the same in French, Dutch and English ("N/A" is English only).
const NOT_AVAILABLE = '—';

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
  const m = TYPED_DATE.exec(text) ?? TYPED_COMPACT_DATE.exec(text);
  const day = m ? `${m[3]}-${pad(Number(m[2]))}-${pad(Number(m[1]))}` : text;
  return Number(day.slice(0, 4)) >= 1000 && isCalendarDay(day) ? day : null;
}

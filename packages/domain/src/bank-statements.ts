import { daysBetween } from './brussels-time';
import { parseStructuredCommunication } from './structured-communication';

/**
 * Rules of bank statements and payment reminders (issue 14, decision 047): reading a structured communication out of
 * a transfer's free text, comparing a payer's name with a customer's, and which reminder a late bill is due.
 */

/** Twelve digits however a payer typed them: `+++123/4567/89012+++`, `***…***`, `123/4567/89012`, spaced or run together. */
const CANDIDATE = /(?:\+{3}|\*{3})?\s*(\d{3})\s*[/.-]?\s*(\d{4})\s*[/.-]?\s*(\d{5})\s*(?:\+{3}|\*{3})?/g;

/** The first valid structured communication in a free text (check digits right), as its twelve digits; null without one. */
export function findStructuredCommunication(text: string | null | undefined): string | null {
  if (!text) return null;
  for (const match of text.matchAll(CANDIDATE)) {
    // A longer run of digits (an account number, a phone number) is not a communication.
    const before = text[match.index - 1];
    const after = text[match.index + match[0].length];
    if ((before && /\d/.test(before)) || (after && /\d/.test(after))) continue;
    const digits = parseStructuredCommunication(`${match[1]}${match[2]}${match[3]}`);
    if (digits) return digits;
  }
  return null;
}

const WORDS_TO_DROP = new Set([
  'sa',
  'srl',
  'sprl',
  'nv',
  'bv',
  'bvba',
  'sc',
  'scrl',
  'cv',
  'asbl',
  'vzw',
  'ltd',
  'gmbh',
  'inc',
  'mr',
  'mme',
  'mevr',
  'dhr',
  'm',
  'mrs',
  'ms',
  'de',
  'van',
  'la',
  'le',
  'the',
  'en',
  'et',
  'and',
]);

/** The words of a name that identify it: lower case, accents and legal forms dropped. */
export function nameWords(name: string): string[] {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 1 && !WORDS_TO_DROP.has(w));
}

/** A payer's name is the customer's when every word of the shorter one is in the other ("ACME SA" pays "Acme"; "Paula Private" pays as "PRIVATE PAULA"). */
export function sameParty(payer: string | null | undefined, customer: string): boolean {
  if (!payer) return false;
  const a = nameWords(payer);
  const b = nameWords(customer);
  if (!a.length || !b.length) return false;
  const [short, long] = a.length <= b.length ? [a, new Set(b)] : [b, new Set(a)];
  return short.every((w) => long.has(w));
}

export const REMINDER_LEVELS = ['first', 'second', 'formal_notice'] as const;
export type ReminderLevel = (typeof REMINDER_LEVELS)[number];

/**
 * The reminder a late bill is due today, or null. `days` are the days after the due date of each level (first,
 * second, formal notice). Levels go in order and never twice; a level also waits its gap after the previous
 * reminder, so a bill found very late gets the first reminder today and the second one later, not both at once.
 */
export function reminderDue(input: {
  dueDate: string;
  today: string;
  days: readonly [number, number, number];
  sent: { level: ReminderLevel; day: string }[];
}): ReminderLevel | null {
  const next = REMINDER_LEVELS.findIndex((level) => !input.sent.some((s) => s.level === level));
  if (next === -1) return null;
  if (daysBetween(input.dueDate, input.today) < input.days[next]!) return null;
  if (next > 0) {
    const previous = input.sent.find((s) => s.level === REMINDER_LEVELS[next - 1]);
    if (previous && daysBetween(previous.day, input.today) < input.days[next]! - input.days[next - 1]!) return null;
  }
  return REMINDER_LEVELS[next]!;
}

/** The next level a reminder sent by hand takes (null when the formal notice has gone). */
export function nextReminderLevel(sent: { level: ReminderLevel }[]): ReminderLevel | null {
  return REMINDER_LEVELS.find((level) => !sent.some((s) => s.level === level)) ?? null;
}

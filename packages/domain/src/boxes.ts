import { monthKeyOf, monthsEndingWith } from './brussels-time';

/**
 * Key boxes and bike lockers at a company's building, and the one-time codes that open them (decision 036).
 * Pure rules: the code's shape, its validity, occupancy and the months of the statistics.
 */
export const BOX_KINDS = ['key_box', 'bike_locker'] as const;
export type BoxKind = (typeof BOX_KINDS)[number];

/** How a box is reached: the built-in adapter (logs what it would send; demo and tests) or the Nuki Web API. */
export const BOX_ADAPTERS = ['builtin', 'nuki'] as const;
export type BoxAdapterKind = (typeof BOX_ADAPTERS)[number];

export const BOX_EVENT_KINDS = ['opened', 'closed'] as const;
export type BoxEventKind = (typeof BOX_EVENT_KINDS)[number];

export const BOX_MAX_SLOTS = 60;
export const BOX_CODE_LENGTH = 6;

/**
 * A code is six digits 1–9 not starting with "12": what Nuki keypads accept (no 0, "12…" is reserved), so one shape
 * fits every adapter. 9^6 − 9^4 = 524,880 codes; `randomInt(n)` must be a cryptographic draw in [0, n).
 */
export function generateBoxCode(randomInt: (max: number) => number): string {
  for (;;) {
    const code = Array.from({ length: BOX_CODE_LENGTH }, () => String(1 + randomInt(9))).join('');
    if (isBoxCode(code)) return code;
  }
}

export function isBoxCode(code: string): boolean {
  return /^[1-9]{6}$/.test(code) && !code.startsWith('12');
}

/** A code draws again while it equals one of `taken` (the box's codes live in the same period). */
export function freshBoxCode(randomInt: (max: number) => number, taken: ReadonlySet<string>): string {
  for (let attempt = 0; attempt < 1000; attempt++) {
    const code = generateBoxCode(randomInt);
    if (!taken.has(code)) return code;
  }
  throw new Error('No free box code');
}

export type BoxCodeWindow = { validFrom: Date; validUntil: Date; revokedAt: Date | null };

/** A code opens the box from the reservation's start (included) to its end (excluded), unless revoked. */
export function boxCodeOpens(code: BoxCodeWindow, at: Date): boolean {
  return code.revokedAt === null && code.validFrom.getTime() <= at.getTime() && at.getTime() < code.validUntil.getTime();
}

export type BoxCodeState = 'active' | 'upcoming' | 'expired' | 'revoked';
export function boxCodeState(code: BoxCodeWindow, now: Date): BoxCodeState {
  if (code.revokedAt) return 'revoked';
  if (now.getTime() < code.validFrom.getTime()) return 'upcoming';
  if (now.getTime() >= code.validUntil.getTime()) return 'expired';
  return 'active';
}

/** Share of a box's slots holding a bike, in whole percent. */
export function boxOccupancy(slotCount: number, bikeCount: number): number {
  if (slotCount <= 0) return 0;
  return Math.round((Math.min(bikeCount, slotCount) / slotCount) * 100);
}

/** The `count` Brussels months ending with the month of `now`, oldest first. */
export const lastMonths = (now: Date, count: number) => monthsEndingWith(monthKeyOf(now), count);

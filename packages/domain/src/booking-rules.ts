import { minutesOfDay, type SharedBikeRules, type TimeWindow, type WeekDay } from './conditions';
import { brusselsDayOf, brusselsMinuteOfDay, dayNumber, dayOfNumber, monthKeyOf, weekdayOf, yearOf } from './brussels-time';
import { SHARED_BIKE_DAYS_PER_YEAR } from './stock';

/**
 * The booking rules of a company's shared-bike condition (seed §3, §5, §9), read in Europe/Brussels time
 * whatever the server's zone, summer-time changes included. Each refusal has a stable code the API answers
 * as 422 and the web translates (decision 033).
 */
export const BOOKING_REFUSALS = [
  'terms_not_accepted',
  'quiz_required',
  'outside_allowed_days',
  'weekend_forbidden',
  'too_far_in_advance',
  'too_long',
  'outside_time_window',
  'cross_building_forbidden',
  'limit_per_month',
  'limit_per_year',
  'limit_simultaneous',
  'yearly_days_exceeded',
] as const;
export type BookingRefusal = (typeof BOOKING_REFUSALS)[number];

/** Seed §9: a shared bike is used at most SHARED_BIKE_DAYS_PER_YEAR (60) days a year; the form warns from 10 days before. */

export const SHARED_BIKE_DAYS_WARNING = 10;

/** Another (not cancelled) reservation of the same person. */
export type BookedSlot = { start: string | Date; end: string | Date };

export type BookingCheck = {
  rules: SharedBikeRules;
  now: Date;
  start: Date;
  end: Date;
  /** Where the booking takes and returns the bike; `bikeBuildingId` where the bike sits (null: any building). */
  buildingId: number;
  bikeBuildingId: number | null;
  /** The person's other reservations (the one being changed left out). */
  others: BookedSlot[];
  termsAccepted: boolean;
  quizPassed: boolean;
};

const DAYS: WeekDay[] = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];

/** The Brussels calendar day of an instant as a day number (days since 1970-01-01). */
export const brusselsDayNumber = (at: Date | string) => dayNumber(brusselsDayOf(at));

export const weekDayOfDayNumber = (day: number): WeekDay => DAYS[weekdayOf(dayOfNumber(day)) - 1]!;
const isWeekendDay = (day: number) => weekdayOf(dayOfNumber(day)) >= 6;
const yearOfDayNumber = (day: number) => Number(dayOfNumber(day).slice(0, 4));

/** Whether a time of day falls in a window, bounds included; a window whose end comes before its start runs over midnight. */
export function inTimeWindow(window: TimeWindow, minutes: number): boolean {
  const from = minutesOfDay(window.start);
  const to = minutesOfDay(window.end);
  return from <= to ? minutes >= from && minutes <= to : minutes >= from || minutes <= to;
}

/**
 * The Brussels days a booking uses: every calendar day it touches, except the day it ends on when it ends
 * at midnight exactly.
 */
export function bookingDays(start: Date | string, end: Date | string): number[] {
  const first = brusselsDayNumber(start);
  const lastInstant = new Date(new Date(end).getTime() - 1);
  const last = Math.max(first, brusselsDayNumber(lastInstant));
  const days: number[] = [];
  for (let d = first; d <= last; d++) days.push(d);
  return days;
}

/** How many distinct days of `year` (Brussels) the bookings use. */
export function daysUsedInYear(slots: BookedSlot[], year: number): number {
  const days = new Set<number>();
  for (const s of slots) for (const d of bookingDays(s.start, s.end)) if (yearOfDayNumber(d) === year) days.add(d);
  return days.size;
}

/** The 60-day counter the booking form shows: days used this year, the limit, and whether to warn. */
export function yearlyDaysUsage(slots: BookedSlot[], year: number) {
  const used = daysUsedInYear(slots, year);
  const remaining = Math.max(0, SHARED_BIKE_DAYS_PER_YEAR - used);
  return { year, used, limit: SHARED_BIKE_DAYS_PER_YEAR, remaining, warn: remaining <= SHARED_BIKE_DAYS_WARNING };
}

const overlaps = (a: BookedSlot, start: Date, end: Date) => new Date(a.start) < end && new Date(a.end) > start;

/** Every rule the booking breaks, in the order a person can act on them; empty when it may be made. */
export function bookingRefusals(c: BookingCheck): BookingRefusal[] {
  const { rules, start, end } = c;
  const refusals: BookingRefusal[] = [];
  if (!c.termsAccepted) refusals.push('terms_not_accepted');
  if (!c.quizPassed) refusals.push('quiz_required');

  const startDay = brusselsDayNumber(start);
  const days = bookingDays(start, end);
  if (!rules.allowedDays.includes(weekDayOfDayNumber(startDay))) refusals.push('outside_allowed_days');
  // forbidWeekend: no day of the booking on a Saturday or Sunday; without weekendUse a booking may not run on into a weekend.
  if ((rules.forbidWeekend && days.some(isWeekendDay)) || (!rules.weekendUse && days.slice(1).some(isWeekendDay)))
    refusals.push('weekend_forbidden');
  if (startDay - brusselsDayNumber(c.now) > rules.daysInAdvance) refusals.push('too_far_in_advance');
  if (rules.maxBookingMinutes !== null && (end.getTime() - start.getTime()) / 60_000 > rules.maxBookingMinutes) refusals.push('too_long');
  if (
    (rules.takeWindow && !inTimeWindow(rules.takeWindow, brusselsMinuteOfDay(start))) ||
    (rules.returnWindow && !inTimeWindow(rules.returnWindow, brusselsMinuteOfDay(end)))
  ) {
    refusals.push('outside_time_window');
  }
  if (rules.forbidInterBuilding && c.bikeBuildingId !== null && c.bikeBuildingId !== c.buildingId)
    refusals.push('cross_building_forbidden');

  const month = monthKeyOf(start);
  const year = yearOf(start);
  if (rules.maxPerMonth !== null && c.others.filter((o) => monthKeyOf(o.start) === month).length >= rules.maxPerMonth)
    refusals.push('limit_per_month');
  if (rules.maxPerYear !== null && c.others.filter((o) => yearOf(o.start) === year).length >= rules.maxPerYear)
    refusals.push('limit_per_year');
  if (rules.maxSimultaneous !== null && c.others.filter((o) => overlaps(o, start, end)).length >= rules.maxSimultaneous)
    refusals.push('limit_simultaneous');

  const all = [...c.others, { start, end }];
  const years = new Set(days.map(yearOfDayNumber));
  if ([...years].some((y) => daysUsedInYear(all, y) > SHARED_BIKE_DAYS_PER_YEAR)) refusals.push('yearly_days_exceeded');
  return refusals;
}

/** The first rule the booking breaks (what the API answers), or null. */
export const bookingRefusal = (c: BookingCheck): BookingRefusal | null => bookingRefusals(c)[0] ?? null;

/** Reservation groups (seed §4), from the instant `now`. */
export const RESERVATION_GROUPS = ['in_progress', 'future', 'finished'] as const;
export type ReservationGroup = (typeof RESERVATION_GROUPS)[number];
export function reservationGroup(r: BookedSlot, now: Date): ReservationGroup {
  if (new Date(r.end) <= now) return 'finished';
  if (new Date(r.start) > now) return 'future';
  return 'in_progress';
}

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** A reservation code people can read out: 8 characters without 0/O or 1/I. `random` gives bytes. */
export function reservationCode(random: (n: number) => Uint8Array): string {
  return Array.from(random(8), (b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join('');
}

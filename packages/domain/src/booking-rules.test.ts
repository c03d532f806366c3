import { describe, expect, it } from 'vitest';
import {
  bookingDays,
  bookingRefusal,
  bookingRefusals,
  inTimeWindow,
  reservationCode,
  reservationGroup,
  yearlyDaysUsage,
  type BookingCheck,
} from './booking-rules';
import { DEFAULT_SHARED_BIKE_RULES, type SharedBikeRules } from './conditions';

// Thursday 26 November 2026, 09:00 in Brussels (UTC+1).
const now = new Date('2026-11-26T08:00:00Z');
const at = (iso: string) => new Date(iso);

function check(over: Partial<BookingCheck> = {}, rules: Partial<SharedBikeRules> = {}): BookingCheck {
  return {
    rules: { ...DEFAULT_SHARED_BIKE_RULES, allowedDays: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'], weekendUse: true, ...rules },
    now,
    start: at('2026-11-27T09:00:00+01:00'),
    end: at('2026-11-27T12:00:00+01:00'),
    buildingId: 1,
    bikeBuildingId: 1,
    others: [],
    termsAccepted: true,
    quizPassed: true,
    ...over,
  };
}

describe('booking rules', () => {
  it('accepts a booking that breaks no rule', () => {
    expect(bookingRefusals(check())).toEqual([]);
  });

  it('refuses without the terms, and before the quiz is passed', () => {
    expect(bookingRefusal(check({ termsAccepted: false }))).toBe('terms_not_accepted');
    expect(bookingRefusal(check({ quizPassed: false }))).toBe('quiz_required');
  });

  it('reads the allowed day in Brussels: 23:30 UTC on a Friday is already Saturday there', () => {
    const rules = { allowedDays: ['mon', 'tue', 'wed', 'thu', 'fri'] as SharedBikeRules['allowedDays'] };
    expect(bookingRefusal(check({ start: at('2026-11-27T23:30:00Z'), end: at('2026-11-28T02:00:00Z') }, rules))).toBe(
      'outside_allowed_days',
    );
    expect(bookingRefusal(check({ start: at('2026-11-27T22:30:00Z'), end: at('2026-11-27T22:50:00Z') }, rules))).toBeNull();
  });

  it('forbids any weekend day when weekends are forbidden', () => {
    const rules = {
      forbidWeekend: true,
      weekendUse: false,
      allowedDays: ['mon', 'tue', 'wed', 'thu', 'fri'] as SharedBikeRules['allowedDays'],
    };
    expect(bookingRefusal(check({ start: at('2026-11-27T09:00:00+01:00'), end: at('2026-11-30T09:00:00+01:00') }, rules))).toBe(
      'weekend_forbidden',
    );
    expect(bookingRefusal(check({ start: at('2026-11-27T09:00:00+01:00'), end: at('2026-11-27T18:00:00+01:00') }, rules))).toBeNull();
  });

  it('without weekend use, a booking may not run on from Friday over the weekend, but may end at midnight on Friday', () => {
    const rules = { weekendUse: false };
    expect(bookingRefusal(check({ start: at('2026-11-27T09:00:00+01:00'), end: at('2026-11-30T09:00:00+01:00') }, rules))).toBe(
      'weekend_forbidden',
    );
    expect(bookingRefusal(check({ start: at('2026-11-27T09:00:00+01:00'), end: at('2026-11-28T00:00:00+01:00') }, rules))).toBeNull();
    // Starting on a Saturday is a matter of allowed days, not of weekend use.
    expect(bookingRefusal(check({ start: at('2026-11-28T09:00:00+01:00'), end: at('2026-11-28T12:00:00+01:00') }, rules))).toBeNull();
  });

  it('counts days in advance on the Brussels calendar', () => {
    const rules = { daysInAdvance: 1 };
    expect(bookingRefusal(check({ start: at('2026-11-27T23:00:00+01:00'), end: at('2026-11-27T23:30:00+01:00') }, rules))).toBeNull();
    expect(bookingRefusal(check({ start: at('2026-11-28T00:00:00+01:00'), end: at('2026-11-28T01:00:00+01:00') }, rules))).toBe(
      'too_far_in_advance',
    );
    expect(
      bookingRefusal(check({ start: at('2026-11-26T10:00:00+01:00'), end: at('2026-11-26T11:00:00+01:00') }, { daysInAdvance: 0 })),
    ).toBeNull();
  });

  it('limits the length in real minutes, also over the spring summer-time change', () => {
    const rules = { maxBookingMinutes: 120 };
    expect(bookingRefusal(check({ end: at('2026-11-27T11:00:00+01:00') }, rules))).toBeNull();
    expect(bookingRefusal(check({ end: at('2026-11-27T11:01:00+01:00') }, rules))).toBe('too_long');
    // 29 March 2026: 01:00 → 04:00 on the wall clock is two hours (02:00 does not exist).
    const spring = check(
      { now: at('2026-03-25T08:00:00Z'), start: at('2026-03-29T01:00:00+01:00'), end: at('2026-03-29T04:00:00+02:00') },
      rules,
    );
    expect(bookingRefusal(spring)).toBeNull();
    // 25 October 2026: 01:00 → 03:00 on the wall clock is three hours (02:00–03:00 happens twice).
    const autumn = check(
      { now: at('2026-10-22T08:00:00Z'), start: at('2026-10-25T01:00:00+02:00'), end: at('2026-10-25T03:00:00+01:00') },
      rules,
    );
    expect(bookingRefusal(autumn)).toBe('too_long');
  });

  it('reads take and return windows on the Brussels wall clock, in summer and in winter', () => {
    const rules = { takeWindow: { start: '07:00', end: '10:00' }, returnWindow: { start: '16:00', end: '19:00' } };
    expect(bookingRefusal(check({ start: at('2026-11-27T09:00:00+01:00'), end: at('2026-11-27T17:00:00+01:00') }, rules))).toBeNull();
    expect(bookingRefusal(check({ start: at('2026-11-27T11:00:00+01:00'), end: at('2026-11-27T17:00:00+01:00') }, rules))).toBe(
      'outside_time_window',
    );
    expect(bookingRefusal(check({ start: at('2026-11-27T09:00:00+01:00'), end: at('2026-11-27T19:30:00+01:00') }, rules))).toBe(
      'outside_time_window',
    );
    // 07:30 UTC is 09:30 in summer (inside) but 08:30 in winter (inside too); 06:30 UTC in winter is 07:30, in summer 08:30.
    const summer = { now: at('2026-06-01T06:00:00Z'), start: at('2026-06-02T07:30:00Z'), end: at('2026-06-02T15:00:00Z') };
    expect(bookingRefusal(check(summer, rules))).toBeNull();
    // 16:00 UTC is 18:00 in summer (inside the return window) but 17:00 in winter.
    expect(bookingRefusal(check({ ...summer, end: at('2026-06-02T17:30:00Z') }, rules))).toBe('outside_time_window');
  });

  it('understands windows that run over midnight', () => {
    const night = { start: '22:00', end: '06:00' };
    expect(inTimeWindow(night, 23 * 60)).toBe(true);
    expect(inTimeWindow(night, 5 * 60 + 59)).toBe(true);
    expect(inTimeWindow(night, 6 * 60)).toBe(true);
    expect(inTimeWindow(night, 12 * 60)).toBe(false);
    const rules = { takeWindow: night, returnWindow: night };
    expect(bookingRefusal(check({ start: at('2026-11-27T23:00:00+01:00'), end: at('2026-11-28T05:00:00+01:00') }, rules))).toBeNull();
    expect(bookingRefusal(check({ start: at('2026-11-27T21:00:00+01:00'), end: at('2026-11-28T05:00:00+01:00') }, rules))).toBe(
      'outside_time_window',
    );
  });

  it('forbids taking a bike of another building when the rule says so', () => {
    expect(bookingRefusal(check({ bikeBuildingId: 2 }, { forbidInterBuilding: true }))).toBe('cross_building_forbidden');
    expect(bookingRefusal(check({ bikeBuildingId: 2 }, { forbidInterBuilding: false }))).toBeNull();
    expect(bookingRefusal(check({ bikeBuildingId: null }, { forbidInterBuilding: true }))).toBeNull();
  });

  it('counts reservations per Brussels month and year', () => {
    const nov = [
      { start: '2026-11-02T09:00:00+01:00', end: '2026-11-02T10:00:00+01:00' },
      { start: '2026-11-03T09:00:00+01:00', end: '2026-11-03T10:00:00+01:00' },
    ];
    expect(bookingRefusal(check({ others: nov }, { maxPerMonth: 2 }))).toBe('limit_per_month');
    expect(bookingRefusal(check({ others: nov }, { maxPerMonth: 3 }))).toBeNull();
    // 31 October 23:30 UTC is 00:30 on 1 November in Brussels: it counts for November.
    expect(bookingRefusal(check({ others: [{ start: '2026-10-31T23:30:00Z', end: '2026-11-01T00:30:00Z' }] }, { maxPerMonth: 1 }))).toBe(
      'limit_per_month',
    );
    expect(
      bookingRefusal(check({ others: [{ start: '2026-10-31T22:30:00Z', end: '2026-10-31T22:45:00Z' }] }, { maxPerMonth: 1 })),
    ).toBeNull();
    expect(
      bookingRefusal(
        check({ others: [...nov, { start: '2026-02-01T09:00:00+01:00', end: '2026-02-01T10:00:00+01:00' }] }, { maxPerYear: 3 }),
      ),
    ).toBe('limit_per_year');
  });

  it('limits reservations held at the same time', () => {
    const overlapping = [{ start: '2026-11-27T08:00:00+01:00', end: '2026-11-27T10:00:00+01:00' }];
    expect(bookingRefusal(check({ others: overlapping }, { maxSimultaneous: 1 }))).toBe('limit_simultaneous');
    expect(bookingRefusal(check({ others: overlapping }, { maxSimultaneous: 2 }))).toBeNull();
    expect(
      bookingRefusal(check({ others: [{ start: '2026-11-27T12:00:00+01:00', end: '2026-11-27T13:00:00+01:00' }] }, { maxSimultaneous: 1 })),
    ).toBeNull();
  });

  it('stops at 60 days of use a year and warns 10 days before', () => {
    const day = (i: number) => new Date(Date.UTC(2026, 0, 5 + i, 8));
    const slots = (n: number) => Array.from({ length: n }, (_, i) => ({ start: day(i), end: new Date(day(i).getTime() + 3_600_000) }));
    expect(bookingRefusal(check({ others: slots(59) }))).toBeNull();
    expect(bookingRefusal(check({ others: slots(60) }))).toBe('yearly_days_exceeded');
    // Another booking on a day already used does not count a new day.
    expect(
      bookingRefusal(check({ others: [...slots(59), { start: '2026-11-27T07:00:00+01:00', end: '2026-11-27T08:00:00+01:00' }] })),
    ).toBeNull();
    expect(yearlyDaysUsage(slots(49), 2026)).toMatchObject({ used: 49, remaining: 11, warn: false });
    expect(yearlyDaysUsage(slots(50), 2026)).toMatchObject({ used: 50, remaining: 10, warn: true });
  });

  it('counts the Brussels days a booking touches', () => {
    expect(bookingDays('2026-11-27T22:00:00+01:00', '2026-11-28T00:00:00+01:00')).toHaveLength(1);
    expect(bookingDays('2026-11-27T22:00:00+01:00', '2026-11-28T00:01:00+01:00')).toHaveLength(2);
  });

  it('puts reservations in groups and makes readable codes', () => {
    expect(reservationGroup({ start: '2026-11-26T07:00:00Z', end: '2026-11-26T09:00:00Z' }, now)).toBe('in_progress');
    expect(reservationGroup({ start: '2026-11-26T09:00:00Z', end: '2026-11-26T10:00:00Z' }, now)).toBe('future');
    expect(reservationGroup({ start: '2026-11-26T06:00:00Z', end: '2026-11-26T08:00:00Z' }, now)).toBe('finished');
    expect(reservationCode((n) => new Uint8Array(n).fill(7))).toMatch(/^[A-Z2-9]{8}$/);
  });
});

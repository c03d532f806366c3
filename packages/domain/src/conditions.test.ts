import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CAFETERIA_PLAN,
  DEFAULT_SHARED_BIKE_RULES,
  cafeteriaPlanIssues,
  isTimeOfDay,
  sharedBikeRuleIssues,
  timeWindowIssues,
  type SharedBikeRules,
} from './conditions';

const acme: SharedBikeRules = {
  ...DEFAULT_SHARED_BIKE_RULES,
  buildingIds: [1, 2],
  allowedDays: ['mon', 'tue', 'wed', 'thu', 'fri'],
  forbidWeekend: true,
  daysInAdvance: 14,
  maxBookingMinutes: 480,
  takeWindow: { start: '07:30', end: '10:00' },
  returnWindow: { start: '15:00', end: '19:00' },
  maxPerMonth: 8,
  maxPerYear: 60,
  maxSimultaneous: 1,
};
const issues = (patch: Partial<SharedBikeRules>) => sharedBikeRuleIssues({ ...acme, ...patch });

describe('shared-bike rules', () => {
  it('accepts consistent rules and the defaults', () => {
    expect(sharedBikeRuleIssues(acme)).toEqual([]);
    expect(sharedBikeRuleIssues(DEFAULT_SHARED_BIKE_RULES)).toEqual([]);
  });

  it('reads times as HH:MM from 00:00 to 23:59', () => {
    expect(isTimeOfDay('00:00')).toBe(true);
    expect(isTimeOfDay('23:59')).toBe(true);
    expect(isTimeOfDay('24:00')).toBe(false);
    expect(isTimeOfDay('7:30')).toBe(false);
    expect(isTimeOfDay('07:60')).toBe(false);
    expect(timeWindowIssues({ start: '7h', end: '25:00' }, 'takeWindow')).toEqual([
      { path: ['takeWindow', 'start'], code: 'invalid_time' },
      { path: ['takeWindow', 'end'], code: 'invalid_time' },
    ]);
  });

  it('refuses a window that ends before it starts, or when it starts', () => {
    expect(issues({ takeWindow: { start: '10:00', end: '07:30' } })).toEqual([{ path: ['takeWindow', 'end'], code: 'end_before_start' }]);
    expect(issues({ returnWindow: { start: '15:00', end: '15:00' } })).toEqual([
      { path: ['returnWindow', 'end'], code: 'end_before_start' },
    ]);
  });

  it('refuses a return window that starts before the take window', () => {
    expect(issues({ returnWindow: { start: '07:00', end: '19:00' } })).toEqual([
      { path: ['returnWindow', 'start'], code: 'return_before_take' },
    ]);
    // Starting together is fine: a bike taken at 07:30 may come back from 07:30.
    expect(issues({ returnWindow: { start: '07:30', end: '19:00' } })).toEqual([]);
    // Without a take window there is nothing to compare with.
    expect(issues({ takeWindow: null, returnWindow: { start: '00:00', end: '01:00' } })).toEqual([]);
  });

  it('refuses more simultaneous reservations than per month, and more per month than per year', () => {
    expect(issues({ maxSimultaneous: 9 })).toEqual([{ path: ['maxSimultaneous'], code: 'max_exceeds_month' }]);
    expect(issues({ maxPerMonth: 61 })).toEqual([{ path: ['maxPerMonth'], code: 'max_exceeds_year' }]);
    expect(issues({ maxPerMonth: null, maxSimultaneous: 61 })).toEqual([{ path: ['maxSimultaneous'], code: 'max_exceeds_year' }]);
    // Equal limits are consistent; a missing limit is no limit.
    expect(issues({ maxSimultaneous: 8, maxPerMonth: 8, maxPerYear: 8 })).toEqual([]);
    expect(issues({ maxPerMonth: null, maxPerYear: null, maxSimultaneous: 3 })).toEqual([]);
  });

  it('refuses negative limits and days in advance, and a booking length of zero', () => {
    expect(issues({ daysInAdvance: -1 })).toEqual([{ path: ['daysInAdvance'], code: 'too_small' }]);
    expect(issues({ maxPerYear: -1 })).toEqual([{ path: ['maxPerYear'], code: 'too_small' }]);
    expect(issues({ maxBookingMinutes: 0 })).toEqual([{ path: ['maxBookingMinutes'], code: 'too_small' }]);
    expect(issues({ daysInAdvance: 0 })).toEqual([]);
  });

  it('refuses weekend days and weekend use when weekends are forbidden', () => {
    expect(issues({ allowedDays: ['fri', 'sat'] })).toEqual([{ path: ['allowedDays'], code: 'weekend_forbidden' }]);
    expect(issues({ weekendUse: true })).toEqual([{ path: ['weekendUse'], code: 'weekend_forbidden' }]);
    expect(issues({ forbidWeekend: false, weekendUse: true, allowedDays: ['sat', 'sun'] })).toEqual([]);
  });

  it('reports every problem at once', () => {
    const all = issues({ takeWindow: { start: '10:00', end: '09:00' }, maxSimultaneous: 20, weekendUse: true });
    expect(all.map((i) => i.code).sort()).toEqual(['end_before_start', 'max_exceeds_month', 'weekend_forbidden']);
  });
});

describe('cafeteria plan', () => {
  it('accepts percentages from 0 to 100 inclusive', () => {
    expect(
      cafeteriaPlanIssues({ ...DEFAULT_CAFETERIA_PLAN, saleDiscountPercent: 0, leasingDiscountPercent: 100, residualValuePercent: 16.5 }),
    ).toEqual([]);
  });

  it('refuses percentages outside 0–100', () => {
    expect(
      cafeteriaPlanIssues({
        ...DEFAULT_CAFETERIA_PLAN,
        saleDiscountPercent: -1,
        leasingDiscountPercent: 100.01,
        residualValuePercent: 101,
      }),
    ).toEqual([
      { path: ['saleDiscountPercent'], code: 'too_small' },
      { path: ['leasingDiscountPercent'], code: 'too_big' },
      { path: ['residualValuePercent'], code: 'too_big' },
    ]);
  });

  it('refuses a payment mode listed twice', () => {
    expect(cafeteriaPlanIssues({ ...DEFAULT_CAFETERIA_PLAN, paymentModes: ['purchase', 'monthly_leasing', 'purchase'] })).toEqual([
      { path: ['paymentModes', 2], code: 'duplicate' },
    ]);
  });
});

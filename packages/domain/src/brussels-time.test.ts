import { describe, expect, it } from 'vitest';
import {
  addBusinessDays,
  addDays,
  addMonthKeys,
  addMonths,
  brusselsDayOf,
  brusselsMinuteOfDay,
  brusselsStartOfDay,
  brusselsToday,
  brusselsWallTime,
  brusselsWallTimeToIso,
  clockFrom,
  daysBetween,
  fixedClock,
  isCalendarDay,
  isWeekend,
  lastDayOfMonth,
  monthKeyOf,
  monthsBetween,
  monthsEndingWith,
  weekdayOf,
  yearOf,
} from './brussels-time';

describe('the Brussels clock', () => {
  it('says today in Brussels when UTC is still yesterday (the hour after midnight, winter and summer)', () => {
    // 23:30 UTC on a Sunday in winter is 00:30 on Monday in Brussels; 22:30 UTC in summer is 00:30 the next day.
    expect(fixedClock('2026-12-06T23:30:00Z').today()).toBe('2026-12-07');
    expect(fixedClock('2027-06-05T22:30:00Z').today()).toBe('2027-06-06');
    expect(brusselsToday(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
    expect(brusselsToday(new Date('2026-01-03T22:30:00Z'))).toBe('2026-01-03');
  });

  it('crosses the night the clocks change without losing or repeating a day', () => {
    // 28 March 2027: 02:00 becomes 03:00 in Brussels.
    expect(fixedClock('2027-03-28T00:30:00Z').today()).toBe('2027-03-28');
    expect(brusselsWallTime('2027-03-28T00:30:00Z')).toBe('01:30');
    expect(brusselsWallTime('2027-03-28T01:30:00Z')).toBe('03:30');
    expect(brusselsStartOfDay('2027-03-28').toISOString()).toBe('2027-03-27T23:00:00.000Z');
    expect(brusselsStartOfDay('2027-03-29').toISOString()).toBe('2027-03-28T22:00:00.000Z');
    expect(addDays('2027-03-27', 1)).toBe('2027-03-28');
    expect(addDays('2027-03-28', 1)).toBe('2027-03-29');
    // 31 October 2027: 03:00 becomes 02:00 again.
    expect(brusselsStartOfDay('2027-11-01').toISOString()).toBe('2027-10-31T23:00:00.000Z');
  });

  it('is set by a test, a bench or a demo without touching the machine clock', () => {
    const stopped = fixedClock('2028-02-29');
    expect(stopped.today()).toBe('2028-02-29');
    expect(stopped.now().toISOString()).toBe('2028-02-29T11:00:00.000Z');
    const running = clockFrom('2026-12-31T22:59:59Z');
    expect(running.today()).toBe('2026-12-31');
    expect(running.now().getTime()).toBeGreaterThanOrEqual(Date.parse('2026-12-31T22:59:59Z'));
  });

  it('cuts instants into Brussels days, months, years and wall times', () => {
    expect(brusselsDayOf('2026-03-31T23:30:00Z')).toBe('2026-04-01');
    expect(brusselsDayOf('2026-11-29')).toBe('2026-11-29');
    expect(monthKeyOf(new Date('2026-03-31T23:30:00Z'))).toBe('2026-04');
    expect(yearOf('2026-12-31T23:30:00Z')).toBe(2027);
    expect(brusselsMinuteOfDay('2026-12-01T09:15:00Z')).toBe(10 * 60 + 15);
  });
});

describe('calendar days', () => {
  it('adds days across months, years and leap days', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2026-12-15', 30)).toBe('2027-01-14');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(daysBetween('2027-12-31', '2028-03-01')).toBe(61);
  });

  it('knows weekdays, Monday first, and skips weekends for business days', () => {
    expect(weekdayOf('2026-11-30')).toBe(1); // Monday
    expect(weekdayOf('2026-11-29')).toBe(7); // Sunday
    expect(weekdayOf('1970-01-01')).toBe(4); // Thursday
    expect(weekdayOf('1969-12-28')).toBe(7); // before the epoch too
    expect([isWeekend('2026-11-28'), isWeekend('2026-11-30')]).toEqual([true, false]);
    expect(addBusinessDays('2026-11-26', 5)).toBe('2026-12-03'); // Thursday + 5 → next Thursday
    expect(addBusinessDays('2026-11-27', 1)).toBe('2026-11-30'); // Friday + 1 → Monday
    expect(addBusinessDays('2026-11-29', 0)).toBe('2026-11-30'); // a Sunday → Monday
    expect(addBusinessDays('2026-11-30', -1)).toBe('2026-11-27'); // Monday − 1 → Friday
  });

  it('adds months on the same day or the month’s last day', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2028-02-29', 12)).toBe('2029-02-28');
    expect(addMonths('2026-11-26', 4)).toBe('2027-03-26');
    expect(addMonths('2026-03-15', -3)).toBe('2025-12-15');
  });

  it('moves months across years and lists them', () => {
    expect(addMonthKeys('2026-12', 1)).toBe('2027-01');
    expect(addMonthKeys('2026-01', -1)).toBe('2025-12');
    expect(addMonthKeys('2026-11', 24)).toBe('2028-11');
    expect(monthsBetween('2026-11', '2028-02')).toBe(15);
    expect(lastDayOfMonth('2028-02')).toBe('2028-02-29');
    expect(monthsEndingWith('2026-02', 3)).toEqual(['2025-12', '2026-01', '2026-02']);
  });

  it('refuses days that do not exist', () => {
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2027-02-29')).toBe(false);
    expect(isCalendarDay('2026-04-31')).toBe(false);
    expect(() => addDays('tomorrow', 1)).toThrow(RangeError);
  });
});

describe('brusselsWallTimeToIso', () => {
  it('reads a typed wall time as Brussels time, summer and winter', () => {
    expect(brusselsWallTimeToIso('2027-06-01T10:00')).toBe('2027-06-01T08:00:00.000Z');
    expect(brusselsWallTimeToIso('2027-12-01T10:00')).toBe('2027-12-01T09:00:00.000Z');
    expect(brusselsWallTimeToIso('2027-03-28T12:30')).toBe('2027-03-28T10:30:00.000Z');
  });

  it('refuses what is not a wall time', () => {
    expect(brusselsWallTimeToIso('')).toBeNull();
    expect(brusselsWallTimeToIso('tomorrow')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import {
  addTarget2BusinessDays,
  collectionDateRefusal,
  earliestCollectionDate,
  easterSunday,
  isTarget2BusinessDay,
  target2Holidays,
  target2Refusal,
} from './sepa-calendar';

describe('TARGET2 calendar', () => {
  it('computes Easter', () => {
    expect(easterSunday(2024)).toBe('2024-03-31');
    expect(easterSunday(2025)).toBe('2025-04-20');
    expect(easterSunday(2026)).toBe('2026-04-05');
    expect(easterSunday(2027)).toBe('2027-03-28');
    expect(easterSunday(2038)).toBe('2038-04-25');
    expect(easterSunday(2285)).toBe('2285-03-22');
  });
  it('lists the closing days of a year', () => {
    expect(target2Holidays(2026)).toEqual(['2026-01-01', '2026-04-03', '2026-04-06', '2026-05-01', '2026-12-25', '2026-12-26']);
  });
  it('refuses weekends and holidays, allows Belgian-only holidays', () => {
    expect(target2Refusal('2026-11-28')).toBe('not_business_day');
    expect(target2Refusal('2026-11-29')).toBe('not_business_day');
    expect(target2Refusal('2026-04-03')).toBe('bank_holiday');
    expect(target2Refusal('2026-04-06')).toBe('bank_holiday');
    expect(target2Refusal('2026-05-01')).toBe('bank_holiday');
    expect(target2Refusal('2026-12-25')).toBe('bank_holiday');
    expect(target2Refusal('2027-01-01')).toBe('bank_holiday');
    expect(isTarget2BusinessDay('2026-07-21')).toBe(true);
    expect(isTarget2BusinessDay('2026-11-30')).toBe(true);
  });
  it('counts business days over weekends and holidays', () => {
    expect(addTarget2BusinessDays('2026-11-26', 5)).toBe('2026-12-03');
    // Thu 24 Dec 2026 + 1: Fri 25 and Sat 26 closed, Sun 27 → Mon 28.
    expect(addTarget2BusinessDays('2026-12-24', 1)).toBe('2026-12-28');
    // Before Easter 2026: Thu 2 Apr + 1 → Tue 7 Apr (Good Friday, weekend, Easter Monday skipped).
    expect(addTarget2BusinessDays('2026-04-02', 1)).toBe('2026-04-07');
    expect(addTarget2BusinessDays('2026-12-31', 1)).toBe('2027-01-04');
    expect(addTarget2BusinessDays('2026-12-26', 0)).toBe('2026-12-28');
    expect(addTarget2BusinessDays('2026-12-28', 0)).toBe('2026-12-28');
  });
  it('refuses a collection date too soon for the notice', () => {
    expect(earliestCollectionDate('2026-12-21', 5)).toBe('2026-12-29');
    expect(collectionDateRefusal('2026-12-28', '2026-12-21', 5)).toBe('collection_date_too_soon');
    expect(collectionDateRefusal('2026-12-29', '2026-12-21', 5)).toBeNull();
    expect(collectionDateRefusal('2026-12-26', '2026-12-01', 5)).toBe('not_business_day');
    expect(collectionDateRefusal('2026-12-25', '2026-12-01', 5)).toBe('bank_holiday');
  });
});

import { describe, expect, it } from 'vitest';
import { onDay, shift, viewDays } from './calendar-days';

describe('the calendar views', () => {
  it('shows the whole month, or Monday to Sunday around the day', () => {
    expect(viewDays('month', '2026-02-17')).toHaveLength(28);
    expect(viewDays('month', '2028-02-03').at(-1)).toBe('2028-02-29');
    expect(viewDays('week', '2026-11-26')).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ]);
    expect(viewDays('week', '2026-11-29')[0]).toBe('2026-11-23');
  });

  it('moves a month or a week, across the year', () => {
    expect(shift('month', '2026-12-31', 1)).toBe('2027-01-01');
    expect(shift('month', '2026-03-31', -1)).toBe('2026-02-01');
    expect(shift('week', '2026-12-29', 1)).toBe('2027-01-05');
  });

  it('puts a reservation on every day it uses, not on the day it ends at midnight', () => {
    const r = { start: '2026-11-26T18:00', end: '2026-11-28T00:00' };
    expect(['2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28'].map((d) => onDay(r, d))).toEqual([false, true, true, false]);
  });
});

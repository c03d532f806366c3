import { describe, expect, it } from 'vitest';
import { addDays } from './brussels-time';
import { capacityMinutesByDay } from './workshop/workshop-capacity';
import {
  changePercent,
  isStatisticsPeriod,
  marginOf,
  monthsOfPeriod,
  percentile,
  percentOf,
  periodCapacityMinutes,
  previousPeriod,
  roundDays,
  samePeriodLastYear,
} from './insight-statistics';

describe('insight statistics', () => {
  it('compares a period with the one just before it and with the same days a year earlier', () => {
    expect(previousPeriod({ from: '2026-11-01', to: '2026-11-30' })).toEqual({ from: '2026-10-02', to: '2026-10-31' });
    expect(previousPeriod({ from: '2026-01-01', to: '2026-01-01' })).toEqual({ from: '2025-12-31', to: '2025-12-31' });
    expect(samePeriodLastYear({ from: '2026-11-01', to: '2026-11-30' })).toEqual({ from: '2025-11-01', to: '2025-11-30' });
    expect(samePeriodLastYear({ from: '2028-02-01', to: '2028-02-29' })).toEqual({ from: '2027-02-01', to: '2027-02-28' });
    expect(isStatisticsPeriod({ from: '2026-02-01', to: '2026-02-28' })).toBe(true);
    expect(isStatisticsPeriod({ from: '2026-03-01', to: '2026-02-28' })).toBe(false);
    expect(isStatisticsPeriod({ from: '2026-02-30', to: '2026-03-01' })).toBe(false);
    expect(monthsOfPeriod({ from: '2025-11-15', to: '2026-02-02' })).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
  });

  it('says the change in per cent, and nothing when there was nothing before', () => {
    expect(changePercent(150, 100)).toBe(50);
    expect(changePercent(50, 200)).toBe(-75);
    expect(changePercent(-50, -100)).toBe(50);
    expect(changePercent(10, 0)).toBeNull();
  });

  it('takes percentiles as PostgreSQL percentile_cont does, and the margin over known costs only', () => {
    expect(percentile([], 0.5)).toBeNull();
    expect(percentile([4], 0.9)).toBe(4);
    expect(percentile([1, 3, 2, 4], 0.5)).toBe(2.5);
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 0.9)).toBeCloseTo(9.1);
    expect(roundDays(1.456)).toBe(1.5);
    expect(marginOf({ revenueExclVatCents: 10_000, costCents: 6_000, unknownCostRevenueCents: 2_000 })).toBe(2_000);
  });

  it("counts a period's mechanic minutes as the capacity's days would, and a share in per cent", () => {
    const week = [480, 480, 480, 480, 480, 240, 0];
    const exceptions = [
      { date: '2026-12-01', kind: 'closed' as const, minutes: 0 },
      { date: '2026-12-06', kind: 'extra' as const, minutes: 120 },
      { date: '2027-01-05', kind: 'closed' as const, minutes: 0 },
    ];
    // 30 November 2026 (a Monday) to 13 December: two weeks, Tuesday 1st closed, Sunday 6th opened two hours.
    expect(periodCapacityMinutes(week, exceptions, { from: '2026-11-30', to: '2026-12-13' })).toBe(2 * 2640 - 480 + 120);
    for (const [from, count] of [
      ['2026-11-27', 40],
      ['2028-02-25', 9],
      ['2026-12-31', 1],
    ] as const) {
      const days = capacityMinutesByDay(week, exceptions, from, count);
      const to = addDays(from, count - 1);
      expect(periodCapacityMinutes(week, exceptions, { from, to }), from).toBe(Object.values(days).reduce((a, b) => a + b, 0));
    }
    expect(percentOf(2, 3)).toBe(66.7);
    expect(percentOf(0, 0)).toBeNull();
  });
});

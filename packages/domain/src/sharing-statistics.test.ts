import { describe, expect, it } from 'vitest';
import { canMoveAssistance } from './contracts/assistance';
import { monthlyUsage, sharingStatisticsYears, statisticsMonthsOf } from './sharing-statistics';

describe('shared-bike statistics', () => {
  it('start on 1 April 2024 (seed §9): 2024 has nine months, later years twelve', () => {
    expect(statisticsMonthsOf(2024)).toEqual([
      '2024-04',
      '2024-05',
      '2024-06',
      '2024-07',
      '2024-08',
      '2024-09',
      '2024-10',
      '2024-11',
      '2024-12',
    ]);
    expect(statisticsMonthsOf(2025)).toHaveLength(12);
    expect(sharingStatisticsYears(new Date('2026-06-01T10:00:00Z'))).toEqual([2024, 2025, 2026]);
  });

  it('counts a trip and its hours in the Brussels month it starts, and its days in the months it touches', () => {
    const months = monthlyUsage(
      [
        // 31 March 2025 23:30 Brussels (summer time) → 1 April 01:00: a March trip touching two days.
        { start: '2025-03-31T21:30:00Z', end: '2025-03-31T23:00:00Z' },
        { start: '2025-04-02T07:00:00Z', end: '2025-04-02T15:00:00Z' },
        { start: '2025-04-02T16:00:00Z', end: '2025-04-02T17:00:00Z' },
      ],
      2025,
    );
    expect(months.find((m) => m.month === '2025-03')).toEqual({ month: '2025-03', trips: 1, days: 1, hours: 1.5 });
    expect(months.find((m) => m.month === '2025-04')).toEqual({ month: '2025-04', trips: 2, days: 2, hours: 9 });
  });

  it('leaves out what happened before the statistics start', () => {
    const months = monthlyUsage([{ start: '2024-03-12T08:00:00Z', end: '2024-03-12T10:00:00Z' }], 2024);
    expect(months.reduce((n, m) => n + m.trips, 0)).toBe(0);
  });
});

describe('assistance report statuses', () => {
  it('move forward only: open → in progress → resolved, or open → resolved', () => {
    expect(canMoveAssistance('open', 'in_progress')).toBe(true);
    expect(canMoveAssistance('open', 'resolved')).toBe(true);
    expect(canMoveAssistance('in_progress', 'resolved')).toBe(true);
    expect(canMoveAssistance('in_progress', 'open')).toBe(false);
    expect(canMoveAssistance('resolved', 'in_progress')).toBe(false);
    expect(canMoveAssistance('open', 'open')).toBe(false);
  });
});

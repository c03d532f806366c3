import { describe, expect, it } from 'vitest';
import { capacityMinutesByDay, capacityInputSchema, earliestFreeDay, hasRoom, weekdayIndex } from './workshop-capacity';

// 2026-11-30 is a Monday.
const WEEK = [480, 480, 480, 480, 480, 240, 0];

describe('workshop capacity', () => {
  it('reads weekdays Monday first and builds the days of a range with their exceptions', () => {
    expect(weekdayIndex('2026-11-30')).toBe(0);
    expect(weekdayIndex('2026-12-06')).toBe(6);
    const days = capacityMinutesByDay(
      WEEK,
      [
        { date: '2026-12-01', kind: 'closed', minutes: 0 },
        { date: '2026-12-06', kind: 'extra', minutes: 120 },
      ],
      '2026-11-30',
      7,
    );
    expect(days).toEqual({
      '2026-11-30': 480,
      '2026-12-01': 0,
      '2026-12-02': 480,
      '2026-12-03': 480,
      '2026-12-04': 480,
      '2026-12-05': 240,
      '2026-12-06': 120,
    });
  });

  it('finds the first day with room: skips closed and full days, takes a partly booked one', () => {
    const capacity = capacityMinutesByDay(WEEK, [{ date: '2026-12-01', kind: 'closed', minutes: 0 }], '2026-11-30', 14);
    const booked = { '2026-11-30': 480, '2026-12-02': 420 };
    // Monday full, Tuesday closed, Wednesday 60 left: a 90-minute job goes Thursday, a 60-minute one Wednesday.
    expect(
      earliestFreeDay({ capacityMinutesByDay: capacity, bookedMinutesByDay: booked, durationMinutes: 90, from: '2026-11-30', storeId: 1 }),
    ).toEqual({ date: '2026-12-03', storeId: 1 });
    expect(
      earliestFreeDay({ capacityMinutesByDay: capacity, bookedMinutesByDay: booked, durationMinutes: 60, from: '2026-11-30', storeId: 1 }),
    ).toEqual({ date: '2026-12-02', storeId: 1 });
  });

  it('starts from the day asked, and answers null when no day in the range has room', () => {
    const capacity = capacityMinutesByDay(WEEK, [], '2026-11-30', 7);
    expect(
      earliestFreeDay({ capacityMinutesByDay: capacity, bookedMinutesByDay: {}, durationMinutes: 30, from: '2026-12-05', storeId: 2 }),
    ).toEqual({ date: '2026-12-05', storeId: 2 });
    // Saturday has 4 hours, Sunday none: a 5-hour job has no room from Saturday within the week.
    expect(
      earliestFreeDay({ capacityMinutesByDay: capacity, bookedMinutesByDay: {}, durationMinutes: 300, from: '2026-12-05', storeId: 2 }),
    ).toBeNull();
    expect(hasRoom(0, 0, 0)).toBe(false);
    expect(hasRoom(480, 450, 30)).toBe(true);
    expect(hasRoom(480, 451, 30)).toBe(false);
  });

  it('refuses a week that is not 7 days, a duplicated exception date, and extra hours without minutes', () => {
    const bad = capacityInputSchema.safeParse({
      stores: [
        {
          storeId: 1,
          weekly: [480, 480],
          exceptions: [
            { date: '2026-12-24', kind: 'extra' },
            { date: '2026-12-25', kind: 'closed' },
            { date: '2026-12-25', kind: 'closed' },
          ],
        },
      ],
    });
    expect(bad.success).toBe(false);
    const paths = bad.error!.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['stores.0.weekly', 'stores.0.exceptions.0.minutes', 'stores.0.exceptions.2.date']));
    const ok = capacityInputSchema.parse({
      stores: [{ storeId: 1, weekly: WEEK, exceptions: [{ date: '2026-12-25', kind: 'closed', minutes: 60 }] }],
    });
    expect(ok.stores[0]!.exceptions[0]).toEqual({ date: '2026-12-25', kind: 'closed', minutes: 0, note: null });
  });
});

describe('the first free day in words', () => {
  it('reads as the customer form says it, in each language', async () => {
    const { formatLongDay } = await import('./workshop-capacity');
    expect(formatLongDay('2026-12-03', 'en')).toBe('Thursday 3 December');
    expect(formatLongDay('2026-12-03', 'fr')).toBe('jeudi 3 décembre');
    expect(formatLongDay('2026-12-03', 'nl')).toBe('donderdag 3 december');
  });
});

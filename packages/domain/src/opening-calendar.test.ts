import { describe, expect, it } from 'vitest';
import { closedReason, isStoreOpen, nextOpenDays, storeCalendarOf } from './opening-calendar';
import { capacityMinutesByDay } from './workshop/workshop-capacity';

// Liège as the shop schedule has it: Tuesday to Saturday, closed Sunday and Monday; shut for the end-of-year holidays.
const liege = storeCalendarOf(
  [2, 3, 4, 5, 6].map((weekday) => ({ weekday, opens: '10:00', closes: '18:00' })),
  [{ from: '2027-12-24', to: '2027-12-31' }],
);

describe('the opening calendar of a store', () => {
  it('closes on the weekdays without hours, on public holidays and on closures; opens otherwise', () => {
    expect(closedReason(liege, '2027-03-01')).toBe('weekly_closed'); // a Monday
    expect(closedReason(liege, '2027-02-28')).toBe('weekly_closed'); // a Sunday
    expect(closedReason(liege, '2027-03-02')).toBeNull(); // a Tuesday
    expect(closedReason(liege, '2027-07-21')).toBe('public_holiday'); // National Day, a Wednesday
    expect(closedReason(liege, '2027-05-06')).toBe('public_holiday'); // Ascension 2027, a Thursday
    expect(closedReason(liege, '2027-12-28')).toBe('closure'); // a Tuesday inside the closure
    expect(isStoreOpen(liege, '2028-01-04')).toBe(true);
    // A store without hours is closed every day, but for an exceptional opening.
    const blank = storeCalendarOf([], [{ from: '2027-03-02', to: '2027-03-02', kind: 'open' }]);
    expect([isStoreOpen(blank, '2027-03-01'), isStoreOpen(blank, '2027-03-02')]).toEqual([false, true]);
    // An exceptional opening: the Sunday before Christmas and Whit Monday; a closure still wins.
    const busy = storeCalendarOf(
      liege.openWeekdays.map((weekday) => ({ weekday })),
      [
        ...liege.closures,
        { from: '2027-12-19', to: '2027-12-19', kind: 'open' },
        { from: '2027-05-17', to: '2027-05-17', kind: 'open' },
        { from: '2027-12-28', to: '2027-12-28', kind: 'open' },
      ],
    );
    expect(['2027-12-19', '2027-05-17', '2027-12-28'].map((d) => closedReason(busy, d))).toEqual([null, null, 'closure']);
  });

  it('finds the next open days and gives the workshop no minutes on a closed day', () => {
    // Saturday 25 December 2027 → closure to the 31st, Saturday 1 January a holiday, Sunday 2 and Monday 3 closed.
    expect(nextOpenDays(liege, '2027-12-25', 2)).toEqual(['2028-01-04', '2028-01-05']);
    expect(nextOpenDays(storeCalendarOf([{ weekday: 3 }], [{ from: '2027-01-02', to: '2029-01-01' }]), '2027-01-02')).toEqual([]);
    const minutes = capacityMinutesByDay([960, 960, 960, 960, 960, 480, 0], [], '2027-03-01', 2, (d) => isStoreOpen(liege, d));
    expect(minutes).toEqual({ '2027-03-01': 0, '2027-03-02': 960 });
  });
});

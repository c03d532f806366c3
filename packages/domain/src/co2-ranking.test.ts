import { describe, expect, it } from 'vitest';
import { co2KgOf, commuteDaysIn, commuteKm, rankingPeriodOf, rankRiders, rankTeamsByKm } from './co2-ranking';

describe('ranking period', () => {
  it('reads a year or a month, and nothing else', () => {
    expect(rankingPeriodOf('2026')).toMatchObject({ from: '2026-01-01', to: '2026-12-31' });
    expect(rankingPeriodOf('2026')!.months).toHaveLength(12);
    expect(rankingPeriodOf('2024-02')).toEqual({ from: '2024-02-01', to: '2024-02-29', months: ['2024-02'] });
    expect(rankingPeriodOf('2026-13')).toBeNull();
    expect(rankingPeriodOf('26')).toBeNull();
  });
});

describe('commute kilometres', () => {
  const commute = { oneWayKm: 7.5, daysPerMonth: 12, since: '2026-01-20' };
  it('counts the declared days of a past month, the shared-bike days when there are some, nothing for a month to come', () => {
    expect(commuteDaysIn('2026-10', commute, 0, '2026-11-29')).toBe(12);
    expect(commuteDaysIn('2026-10', commute, 5, '2026-11-29')).toBe(5);
    expect(commuteDaysIn('2026-12', commute, 0, '2026-11-29')).toBe(0);
  });
  it('counts nothing before the month the commute was declared in', () => {
    expect(commuteDaysIn('2025-12', commute, 0, '2026-11-29')).toBe(0);
    expect(commuteDaysIn('2026-01', commute, 0, '2026-11-29')).toBe(12);
  });
  it('counts the share of the month under way', () => {
    expect(commuteDaysIn('2026-11', commute, 0, '2026-11-15')).toBe(6);
    expect(commuteDaysIn('2026-11', commute, 0, '2026-11-30')).toBe(12);
  });
  it('goes there and back each day', () => {
    expect(commuteKm(['2026-09', '2026-10'], commute, new Map([['2026-09', 4]]), '2026-11-29')).toBe(7.5 * 2 * (4 + 12));
    expect(commuteKm(['2026-09'], null, new Map(), '2026-11-29')).toBe(0);
  });
});

describe('CO2 and ranks', () => {
  it('saves km × the factor, in kilograms to the tenth', () => {
    expect(co2KgOf(100, 108)).toBe(10.8);
    expect(co2KgOf(12.3, 120)).toBe(1.5);
  });
  it('ranks by kilometres, ties share a rank, anonymous riders have no name, riders without km are left out', () => {
    const ranked = rankRiders(
      [
        { userId: 1, name: 'Zoé', anonymous: false, km: 40 },
        { userId: 2, name: 'Anne', anonymous: true, km: 90 },
        { userId: 3, name: 'Bart', anonymous: false, km: 40 },
        { userId: 4, name: 'Carl', anonymous: false, km: 10 },
        { userId: 5, name: 'Dirk', anonymous: false, km: 0 },
      ],
      100,
    );
    expect(ranked.map((r) => [r.rank, r.name, r.km, r.co2Kg])).toEqual([
      [1, null, 90, 9],
      [2, 'Bart', 40, 4],
      [2, 'Zoé', 40, 4],
      [4, 'Carl', 10, 1],
    ]);
  });

  it('ranks an event’s teams by their members’ km added up, ties sharing a rank, an anonymous member’s team still named', () => {
    const teams = [
      { teamId: 10, name: 'Rouges' },
      { teamId: 11, name: 'Bleus' },
      { teamId: 12, name: 'Verts' },
      { teamId: 13, name: 'Jaunes' },
    ];
    const members = [
      { teamId: 10, userId: 1 },
      { teamId: 10, userId: 2 },
      { teamId: 11, userId: 3 },
      { teamId: 12, userId: 4 },
    ];
    const riders = [
      { userId: 1, km: 20 },
      { userId: 2, km: 15 },
      { userId: 3, km: 35 },
      { userId: 4, km: 5 },
      { userId: 9, km: 500 },
    ];
    expect(rankTeamsByKm(teams, members, riders, 100).map((r) => [r.rank, r.userId, r.name, r.km])).toEqual([
      [1, 11, 'Bleus', 35],
      [1, 10, 'Rouges', 35],
      [3, 12, 'Verts', 5],
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { mayJoinEvent, rankTeams } from './events';

describe('event leaderboard', () => {
  it('ranks teams by points, ties share a rank and the next rank skips', () => {
    const ranked = rankTeams([
      { name: 'Rouleurs', points: 40 },
      { name: 'Grimpeurs', points: 90 },
      { name: 'Sprinteurs', points: 40 },
      { name: 'Touristes', points: 10 },
    ]);
    expect(ranked.map((t) => [t.rank, t.name])).toEqual([
      [1, 'Grimpeurs'],
      [2, 'Rouleurs'],
      [2, 'Sprinteurs'],
      [4, 'Touristes'],
    ]);
  });

  it('gives every team rank 1 when nobody has points yet', () => {
    expect(
      rankTeams([
        { name: 'B', points: 0 },
        { name: 'A', points: 0 },
      ]).map((t) => t.rank),
    ).toEqual([1, 1]);
    expect(rankTeams([])).toEqual([]);
  });
});

describe('who joins an event', () => {
  it("lets only the company's people into a company's event", () => {
    expect(mayJoinEvent({ companyId: 1 }, { companyId: 1 })).toBe(true);
    expect(mayJoinEvent({ companyId: 1 }, { companyId: null })).toBe(false);
    expect(mayJoinEvent({ companyId: null }, { companyId: 3 })).toBe(true);
  });
});

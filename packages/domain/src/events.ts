/**
 * Cycling events (issue 15, decision 057): teams of a company's people compete in games; each game's points are
 * entered per team, one dated entry at a time, and the leaderboard ranks teams by the sum of their entries.
 */
export const EVENT_GAME_KINDS = ['km_ridden', 'days_cycled_to_work', 'quiz'] as const;
export type EventGameKind = (typeof EVENT_GAME_KINDS)[number];

/** One points entry may add or take back at most this many points (a typo of a few zeros is refused). */
export const EVENT_POINTS_MAX = 100_000;

export type RankedTeam<T> = T & { rank: number };

/**
 * Teams by points, most first; teams with equal points share a rank and the next rank skips ("1, 1, 3"),
 * as sports tables do. Equal teams are listed by name so the order does not flicker between refreshes.
 */
export function rankTeams<T extends { name: string; points: number }>(teams: readonly T[]): RankedTeam<T>[] {
  const sorted = [...teams].sort((a, b) => b.points - a.points || a.name.localeCompare(b.name));
  let rank = 0;
  return sorted.map((team, i) => {
    if (i === 0 || team.points !== sorted[i - 1]!.points) rank = i + 1;
    return { ...team, rank };
  });
}

/** Who may be in a team of the event: anyone for everyone's events, the company's people for a company's event. */
export function mayJoinEvent(event: { companyId: number | null }, person: { companyId: number | null }): boolean {
  return event.companyId === null || event.companyId === person.companyId;
}

import { queryRoots } from '@/lib/query-roots';

/** Cycling events' query keys (decision 072). */
export const eventsKeys = {
  all: queryRoots.events,
  lists: () => [...queryRoots.events, 'list'] as const,
  list: (query: Record<string, string | number>) => [...queryRoots.events, 'list', query] as const,
  event: (id: number) => [...queryRoots.events, id] as const,
  teams: (id: number) => [...queryRoots.events, id, 'teams'] as const,
  games: (id: number) => [...queryRoots.events, id, 'games'] as const,
  leaderboard: (id: number) => [...queryRoots.events, id, 'leaderboard'] as const,
  points: (id: number, gameId: number | null) => [...queryRoots.events, id, 'games', gameId, 'points'] as const,
  candidates: (companyId: number | null) => [...queryRoots.events, 'candidates', companyId] as const,
  // Its own key: `companies, minimal` holds the admin context's bare list, and this is the `{ data }` envelope.
  companies: () => [...queryRoots.events, 'companies'] as const,
};

import { eventsRoot } from '@/lib/query-roots';

/** Cycling events' query keys (decision 072). */
export const eventsKeys = {
  all: eventsRoot,
  lists: () => [...eventsRoot, 'list'] as const,
  list: (query: Record<string, string | number>) => [...eventsRoot, 'list', query] as const,
  event: (id: number) => [...eventsRoot, id] as const,
  teams: (id: number) => [...eventsRoot, id, 'teams'] as const,
  games: (id: number) => [...eventsRoot, id, 'games'] as const,
  leaderboard: (id: number) => [...eventsRoot, id, 'leaderboard'] as const,
  points: (id: number, gameId: number | null) => [...eventsRoot, id, 'games', gameId, 'points'] as const,
  candidates: (companyId: number | null) => [...eventsRoot, 'candidates', companyId] as const,
  // Its own key: `companies, minimal` holds the admin context's bare list, and this is the `{ data }` envelope.
  companies: () => [...eventsRoot, 'companies'] as const,
};

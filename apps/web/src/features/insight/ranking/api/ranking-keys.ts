import { rankingRoot } from '@/lib/query-roots';

/** The ranking screens' query keys (decision 072, 093): a ride or a commute changes the ranking, under the same root. */
export const rankingKeys = {
  all: rankingRoot,
  ranking: (period: string, scope: string, eventId?: number) => [...rankingRoot, 'ranking', period, scope, eventId ?? null] as const,
  events: () => [...rankingRoot, 'events'] as const,
  rides: () => [...rankingRoot, 'rides'] as const,
  commute: () => [...rankingRoot, 'commute'] as const,
  settings: () => [...rankingRoot, 'settings'] as const,
};

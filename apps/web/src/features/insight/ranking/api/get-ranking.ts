import type { eventListSchema, Ranking, RankingScope } from '@veloport/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { rankingKeys } from '@/features/insight/ranking/api/ranking-keys';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

type EventList = Infer<typeof eventListSchema>;

export type { Ranking, RankingScope };

export const getRanking = (period: string, scope: RankingScope, eventId?: number) =>
  apiClient.get<Ranking>('/ranking', { query: { period, scope, ...(eventId ? { eventId } : {}) } });

export const rankingQueryOptions = (period: string, scope: RankingScope, eventId?: number) =>
  queryOptions({
    queryKey: rankingKeys.ranking(period, scope, eventId),
    queryFn: () => getRanking(period, scope, eventId),
    placeholderData: keepPreviousData,
    // The teams' ranking waits for an event to be chosen.
    enabled: scope !== 'teams' || eventId !== undefined,
  });

export function useRanking(period: string, scope: RankingScope, eventId?: number) {
  return useQuery(rankingQueryOptions(period, scope, eventId));
}

/** The events whose teams can be ranked: the ones the caller sees, latest first. */
export function useRankingEvents() {
  return useQuery({
    queryKey: rankingKeys.events(),
    queryFn: () => apiClient.get<EventList>('/events', { query: { perPage: 50, sort: 'date', order: 'desc' } }),
  });
}

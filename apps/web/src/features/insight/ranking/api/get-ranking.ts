import type { Ranking, RankingScope } from '@veloport/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { rankingKeys } from '@/features/insight/ranking/api/ranking-keys';
import { apiClient } from '@/lib/api-client';

export type { Ranking, RankingScope };

export const getRanking = (period: string, scope: RankingScope) => apiClient.get<Ranking>('/ranking', { query: { period, scope } });

export const rankingQueryOptions = (period: string, scope: RankingScope) =>
  queryOptions({
    queryKey: rankingKeys.ranking(period, scope),
    queryFn: () => getRanking(period, scope),
    placeholderData: keepPreviousData,
  });

export function useRanking(period: string, scope: RankingScope) {
  return useQuery(rankingQueryOptions(period, scope));
}

import type { turnedAwayListSchema } from '@veloport/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { withCompany, type Period } from '@/features/sharing/statistics/api/get-usage-statistics';
import { statisticsKeys } from '@/features/sharing/statistics/api/statistics-keys';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export type TurnedAwayList = Infer<typeof turnedAwayListSchema>;

export const getTurnedAway = (query: Record<string, string | number>) =>
  apiClient.get<TurnedAwayList>('/shared-bikes/turned-away', { query });

/** The searches that found no free bike over the period. */
export const turnedAwayQueryOptions = (period: Period, companyId: number | null, page: number, enabled: boolean) => {
  const query = { ...withCompany(period, companyId), page, perPage: 10 };
  return queryOptions({
    queryKey: statisticsKeys.turnedAway(query),
    queryFn: () => getTurnedAway(query),
    enabled,
    placeholderData: keepPreviousData,
  });
};

export function useTurnedAway(period: Period, companyId: number | null, page: number, enabled: boolean) {
  return useQuery(turnedAwayQueryOptions(period, companyId, page, enabled));
}

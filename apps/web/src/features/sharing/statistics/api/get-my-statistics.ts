import type { MyStatistics } from '@veloport/domain';
import { queryOptions, useQuery, keepPreviousData } from '@tanstack/react-query';
import { statisticsKeys } from '@/features/sharing/statistics/api/statistics-keys';
import { apiClient } from '@/lib/api-client';

export type { MyStatistics };

export const getMyStatistics = (year: number | null) =>
  apiClient.get<MyStatistics>('/shared-bikes/my-statistics', { query: year ? { year } : {} });

export const myStatisticsQueryOptions = (year: number | null) =>
  queryOptions({ queryKey: statisticsKeys.mine(year), queryFn: () => getMyStatistics(year), placeholderData: keepPreviousData });

export function useMyStatistics(year: number | null) {
  return useQuery(myStatisticsQueryOptions(year));
}

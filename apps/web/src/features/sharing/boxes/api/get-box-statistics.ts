import type { BoxStatistics } from '@veloport/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { boxesKeys } from '@/features/sharing/boxes/api/boxes-keys';
import { apiClient } from '@/lib/api-client';

export type { BoxStatistics };

export const getBoxStatistics = (months: number) => apiClient.get<BoxStatistics>('/boxes/statistics', { query: { months } });

export const boxStatisticsQueryOptions = (months: number) =>
  queryOptions({ queryKey: boxesKeys.statistics(months), queryFn: () => getBoxStatistics(months) });

export function useBoxStatistics(months: number) {
  return useQuery(boxStatisticsQueryOptions(months));
}

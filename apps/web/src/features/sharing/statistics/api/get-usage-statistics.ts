import type { UsageStatistics } from '@veloport/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { statisticsKeys } from '@/features/sharing/statistics/api/statistics-keys';
import { apiClient } from '@/lib/api-client';

export type { UsageStatistics };
export type Period = { from: string; to: string };

export const withCompany = (period: Period, companyId: number | null): Record<string, string | number> =>
  companyId ? { ...period, companyId } : { ...period };

export const getUsageStatistics = (query: Record<string, string | number>) =>
  apiClient.get<UsageStatistics>('/shared-bikes/statistics', { query });

/** The company's use over a period (admins name the company). */
export const usageStatisticsQueryOptions = (period: Period, companyId: number | null, enabled: boolean) => {
  const query = withCompany(period, companyId);
  return queryOptions({
    queryKey: statisticsKeys.usage(query),
    queryFn: () => getUsageStatistics(query),
    enabled,
    placeholderData: keepPreviousData,
  });
};

export function useUsageStatistics(period: Period, companyId: number | null, enabled: boolean) {
  return useQuery(usageStatisticsQueryOptions(period, companyId, enabled));
}

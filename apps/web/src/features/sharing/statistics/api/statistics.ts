import type { MyStatistics, turnedAwayListSchema, UsageStatistics } from '@veloport/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export type { MyStatistics, UsageStatistics };
export type TurnedAwayList = Infer<typeof turnedAwayListSchema>;
export type Period = { from: string; to: string };

export function useMyStatistics(year: number | null) {
  return useQuery({
    queryKey: ['shared-bikes', 'my-statistics', year],
    queryFn: () => apiClient.get<MyStatistics>('/shared-bikes/my-statistics', { query: year ? { year } : {} }),
    placeholderData: keepPreviousData,
  });
}

const withCompany = (period: Period, companyId: number | null): Record<string, string | number> =>
  companyId ? { ...period, companyId } : { ...period };

/** The company's use over a period (admins name the company). */
export function useUsageStatistics(period: Period, companyId: number | null, enabled: boolean) {
  const query = withCompany(period, companyId);
  return useQuery({
    queryKey: ['shared-bikes', 'statistics', query],
    queryFn: () => apiClient.get<UsageStatistics>('/shared-bikes/statistics', { query }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

export function useTurnedAway(period: Period, companyId: number | null, page: number, enabled: boolean) {
  const query = { ...withCompany(period, companyId), page, perPage: 10 };
  return useQuery({
    queryKey: ['shared-bikes', 'turned-away', query],
    queryFn: () => apiClient.get<TurnedAwayList>('/shared-bikes/turned-away', { query }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** The companies an admin may pick from. Its own cache key: `['companies', 'minimal']` holds the admin context's bare list. */
export function useStatisticsCompanies(enabled: boolean) {
  return useQuery({
    queryKey: ['shared-bikes', 'companies'],
    queryFn: () => apiClient.get<{ data: { id: number; name: string }[] }>('/companies/list/minimal'),
    enabled,
  });
}

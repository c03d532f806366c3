import { queryOptions, useQuery } from '@tanstack/react-query';
import { statisticsKeys } from '@/features/sharing/statistics/api/statistics-keys';
import { apiClient } from '@/lib/api-client';

export const getStatisticsCompanies = () => apiClient.get<{ data: { id: number; name: string }[] }>('/companies/list/minimal');

/** The companies an admin may pick from. */
export const statisticsCompaniesQueryOptions = (enabled: boolean) =>
  queryOptions({ queryKey: statisticsKeys.companies(), queryFn: getStatisticsCompanies, enabled });

export function useStatisticsCompanies(enabled: boolean) {
  return useQuery(statisticsCompaniesQueryOptions(enabled));
}

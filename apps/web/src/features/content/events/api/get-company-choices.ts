import { queryOptions, useQuery } from '@tanstack/react-query';
import { eventsKeys } from '@/features/content/events/api/events-keys';
import { apiClient } from '@/lib/api-client';

export const getCompanyChoices = () => apiClient.get<{ data: { id: number; name: string }[] }>('/companies/list/minimal');

/** The companies an event may be for. */
export const companyChoicesQueryOptions = (enabled: boolean) =>
  queryOptions({ queryKey: eventsKeys.companies(), queryFn: getCompanyChoices, enabled, staleTime: 5 * 60_000 });

export function useCompanyChoices(enabled: boolean) {
  return useQuery(companyChoicesQueryOptions(enabled));
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { financingKeys } from '@/features/billing/financing/api/financing-keys';
import { apiClient } from '@/lib/api-client';

export const getFinanciers = () => apiClient.get<{ data: string[] }>('/external-financing/financiers');

export const financiersQueryOptions = () =>
  queryOptions({ queryKey: financingKeys.financiers(), queryFn: getFinanciers, staleTime: 60_000 });

export function useFinanciers() {
  return useQuery(financiersQueryOptions());
}

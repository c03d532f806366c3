import type { financingListSchema } from '@veloport/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { financingKeys } from '@/features/billing/financing/api/financing-keys';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export type FinancingList = Infer<typeof financingListSchema>;

export const getFinancings = (query: Record<string, string | number>) => apiClient.get<FinancingList>('/external-financing', { query });

export const financingsQueryOptions = (query: Record<string, string | number>) =>
  queryOptions({ queryKey: financingKeys.list(query), queryFn: () => getFinancings(query), placeholderData: keepPreviousData });

export function useFinancings(query: Record<string, string | number>) {
  return useQuery(financingsQueryOptions(query));
}

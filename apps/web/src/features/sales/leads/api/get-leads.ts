import type { leadListSchema } from '@veloport/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { leadsKeys } from '@/features/sales/leads/api/leads-keys';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export type LeadList = Infer<typeof leadListSchema>;

export const getLeads = (query: Record<string, string | number>) => apiClient.get<LeadList>('/leads', { query });

export const leadsQueryOptions = (query: Record<string, string | number>) =>
  queryOptions({ queryKey: leadsKeys.list(query), queryFn: () => getLeads(query), placeholderData: keepPreviousData });

export function useLeads(query: Record<string, string | number>) {
  return useQuery(leadsQueryOptions(query));
}

import type { LeadDetail } from '@veloport/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { leadsKeys } from '@/features/sales/leads/api/leads-keys';
import { apiClient } from '@/lib/api-client';

export type { LeadDetail };

export const getLead = (id: number) => apiClient.get<LeadDetail>(`/leads/${id}`);

export const leadQueryOptions = (id: number) =>
  queryOptions({ queryKey: leadsKeys.lead(id), queryFn: () => getLead(id), enabled: Number.isInteger(id) && id > 0 });

export function useLead(id: number) {
  return useQuery(leadQueryOptions(id));
}

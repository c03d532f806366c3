import type { historyListSchema } from '@veloport/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { leadsKeys } from '@/features/sales/leads/api/leads-keys';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export type HistoryList = Infer<typeof historyListSchema>;

export const getLeadHistory = (id: number) => apiClient.get<HistoryList>(`/leads/${id}/history`, { query: { perPage: 100 } });

export const leadHistoryQueryOptions = (id: number, enabled: boolean) =>
  queryOptions({ queryKey: leadsKeys.history(id), queryFn: () => getLeadHistory(id), enabled });

export function useLeadHistory(id: number, enabled: boolean) {
  return useQuery(leadHistoryQueryOptions(id, enabled));
}

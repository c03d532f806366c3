import type { historyListSchema } from '@veloport/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { billsKeys } from '@/features/billing/bills/api/bills-keys';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export type HistoryList = Infer<typeof historyListSchema>;

export const getBillHistory = (id: number) => apiClient.get<HistoryList>(`/bills/${id}/history`, { query: { perPage: 100 } });

export const billHistoryQueryOptions = (id: number, enabled: boolean) =>
  queryOptions({ queryKey: billsKeys.history(id), queryFn: () => getBillHistory(id), enabled });

export function useBillHistory(id: number, enabled: boolean) {
  return useQuery(billHistoryQueryOptions(id, enabled));
}

import type { historyListSchema } from '@veloport/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { groupedOrdersKeys } from '@/features/sales/grouped-orders/api/grouped-orders-keys';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export type HistoryList = Infer<typeof historyListSchema>;

export const getGroupedOrderHistory = (id: number) =>
  apiClient.get<HistoryList>(`/grouped-orders/${id}/history`, { query: { perPage: 100 } });

export const groupedOrderHistoryQueryOptions = (id: number, enabled: boolean) =>
  queryOptions({ queryKey: groupedOrdersKeys.history(id), queryFn: () => getGroupedOrderHistory(id), enabled });

export function useGroupedOrderHistory(id: number, enabled: boolean) {
  return useQuery(groupedOrderHistoryQueryOptions(id, enabled));
}

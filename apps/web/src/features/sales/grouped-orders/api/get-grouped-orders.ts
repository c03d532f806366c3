import type { groupedOrderListSchema } from '@veloport/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { groupedOrdersKeys } from '@/features/sales/grouped-orders/api/grouped-orders-keys';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export type GroupedOrderList = Infer<typeof groupedOrderListSchema>;

export const getGroupedOrders = (query: Record<string, string | number>) => apiClient.get<GroupedOrderList>('/grouped-orders', { query });

export const groupedOrdersQueryOptions = (query: Record<string, string | number>) =>
  queryOptions({ queryKey: groupedOrdersKeys.list(query), queryFn: () => getGroupedOrders(query), placeholderData: keepPreviousData });

export function useGroupedOrders(query: Record<string, string | number>) {
  return useQuery(groupedOrdersQueryOptions(query));
}

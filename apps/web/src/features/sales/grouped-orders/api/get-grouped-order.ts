import type { GroupedOrder } from '@veloport/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { groupedOrdersKeys } from '@/features/sales/grouped-orders/api/grouped-orders-keys';
import { apiClient } from '@/lib/api-client';

export type { GroupedOrder };

export const getGroupedOrder = (id: number) => apiClient.get<GroupedOrder>(`/grouped-orders/${id}`);

export const groupedOrderQueryOptions = (id: number) =>
  queryOptions({ queryKey: groupedOrdersKeys.order(id), queryFn: () => getGroupedOrder(id), enabled: Number.isInteger(id) && id > 0 });

export function useGroupedOrder(id: number) {
  return useQuery(groupedOrderQueryOptions(id));
}

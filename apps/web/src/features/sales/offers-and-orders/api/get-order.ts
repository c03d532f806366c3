import type { Order } from '@veloport/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { salesKeys } from '@/features/sales/offers-and-orders/api/sales-keys';
import { apiClient } from '@/lib/api-client';

export type { Order };

export const getOrder = (id: number) => apiClient.get<Order>(`/orders/${id}`);

export const orderQueryOptions = (id: number) =>
  queryOptions({ queryKey: salesKeys.order(id), queryFn: () => getOrder(id), enabled: Number.isInteger(id) && id > 0 });

export function useOrder(id: number) {
  return useQuery(orderQueryOptions(id));
}

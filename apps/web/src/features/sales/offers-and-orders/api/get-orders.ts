import type { orderListSchema } from '@veloport/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { salesKeys } from '@/features/sales/offers-and-orders/api/sales-keys';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export type OrderList = Infer<typeof orderListSchema>;

export const getOrders = (query: Record<string, string | number>) => apiClient.get<OrderList>('/orders', { query });

export const ordersQueryOptions = (query: Record<string, string | number>) =>
  queryOptions({ queryKey: salesKeys.orderList(query), queryFn: () => getOrders(query), placeholderData: keepPreviousData });

export function useOrders(query: Record<string, string | number>) {
  return useQuery(ordersQueryOptions(query));
}

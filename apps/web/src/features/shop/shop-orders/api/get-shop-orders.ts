import type { shopOrderListSchema } from '@veloport/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';
import { shopOrdersKeys } from './shop-orders-keys';

export type ShopOrderList = Infer<typeof shopOrderListSchema>;

/** The web shop's orders for the staff, newest first, filtered by status and words. */
export const getShopOrders = (query: Record<string, string | number>) => apiClient.get<ShopOrderList>('/shop/orders', { query });

export const shopOrdersQueryOptions = (query: Record<string, string | number>) =>
  queryOptions({ queryKey: shopOrdersKeys.list(query), queryFn: () => getShopOrders(query), placeholderData: keepPreviousData });

export function useShopOrders(query: Record<string, string | number>) {
  return useQuery(shopOrdersQueryOptions(query));
}

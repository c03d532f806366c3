import type { ShopOrderDetail } from '@veloport/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { shopOrdersKeys } from './shop-orders-keys';

export type { ShopOrderDetail };

/** One web shop order whole, as the staff read it. */
export const getShopOrder = (number: string) => apiClient.get<ShopOrderDetail>(`/shop/orders/${encodeURIComponent(number)}/details`);

export const shopOrderQueryOptions = (number: string) =>
  queryOptions({ queryKey: shopOrdersKeys.detail(number), queryFn: () => getShopOrder(number) });

export function useShopOrder(number: string) {
  return useQuery(shopOrderQueryOptions(number));
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { ShopOrder } from './shop-contract';
import { shopKeys } from './shop-keys';

/** An order read with the token of its confirmation mail: no account needed. */
export const getOrder = (number: string, token: string, signal?: AbortSignal) =>
  apiClient.get<ShopOrder>(`/shop/orders/${encodeURIComponent(number)}`, { query: { token }, signal });

export const orderQueryOptions = (number: string, token: string) =>
  queryOptions({ queryKey: shopKeys.order(number, token), queryFn: ({ signal }) => getOrder(number, token, signal) });

export function useOrder(number: string, token: string) {
  return useQuery(orderQueryOptions(number, token));
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { orderAddress } from './order-address';
import type { ShopOrder } from './shop-contract';
import { shopKeys } from './shop-keys';

/** An order read with the token of its confirmation mail (no account needed), or — token null — one of the signed-in customer's. */
export const getOrder = (number: string, token: string | null, signal?: AbortSignal) => {
  const { path, query } = orderAddress(number, token);
  return apiClient.get<ShopOrder>(path, { query, signal });
};

export const orderQueryOptions = (number: string, token: string | null) =>
  queryOptions({ queryKey: shopKeys.order(number, token), queryFn: ({ signal }) => getOrder(number, token, signal) });

export function useOrder(number: string, token: string | null) {
  return useQuery(orderQueryOptions(number, token));
}

/** The signed-in customer's own orders, newest first. */
export const getMyOrders = (signal?: AbortSignal) => apiClient.get<{ data: ShopOrder[] }>('/shop/my-orders', { signal });

export function useMyOrders() {
  return useQuery({ queryKey: shopKeys.mine(), queryFn: ({ signal }) => getMyOrders(signal) });
}

import type { SellableList } from '@veloport/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { checkoutKeys } from '@/features/sales/checkout/api/checkout-keys';
import { apiClient } from '@/lib/api-client';

export type { SellableList };

export const getSellable = (q: string) => apiClient.get<SellableList>('/checkout/catalog', { query: q ? { q } : {} });

/** What the till can sell for the words typed: stock bikes (frame number, model) and accessories, with prices. */
export const sellableQueryOptions = (q: string) =>
  queryOptions({ queryKey: checkoutKeys.sellable(q), queryFn: () => getSellable(q), placeholderData: keepPreviousData });

export function useSellable(q: string) {
  return useQuery(sellableQueryOptions(q));
}

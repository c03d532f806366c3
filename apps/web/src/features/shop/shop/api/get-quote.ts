import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { ShopQuote, ShopQuoteRequest } from './shop-contract';
import { shopKeys } from './shop-keys';

/** A POST that changes nothing: the prices, VAT, delivery and codes of a cart as the shop would charge them. */
export const getQuote = (request: ShopQuoteRequest) => apiClient.post<ShopQuote>('/shop/quote', request);

export const quoteQueryOptions = (request: ShopQuoteRequest) =>
  queryOptions({
    queryKey: shopKeys.quote(request),
    queryFn: () => getQuote(request),
    // The previous total stays on screen while a changed quantity is priced.
    placeholderData: keepPreviousData,
    retry: false,
  });

export function useQuote(request: ShopQuoteRequest, enabled = true) {
  return useQuery({ ...quoteQueryOptions(request), enabled: enabled && request.lines.length > 0 });
}

import type { offerListSchema } from '@veloport/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { salesKeys } from '@/features/sales/offers-and-orders/api/sales-keys';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export type OfferList = Infer<typeof offerListSchema>;

export const getOffers = (query: Record<string, string | number>) => apiClient.get<OfferList>('/offers', { query });

export const offersQueryOptions = (query: Record<string, string | number>) =>
  queryOptions({ queryKey: salesKeys.offerList(query), queryFn: () => getOffers(query), placeholderData: keepPreviousData });

export function useOffers(query: Record<string, string | number>) {
  return useQuery(offersQueryOptions(query));
}

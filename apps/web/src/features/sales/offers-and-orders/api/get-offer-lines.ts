import type { offerLineDetailListSchema } from '@veloport/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { salesKeys } from '@/features/sales/offers-and-orders/api/sales-keys';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export type OfferLineList = Infer<typeof offerLineDetailListSchema>;

/** `offers/list/offer_details`: every offer's lines with the offer, customer and salesperson. */
export const getOfferLines = (query: Record<string, string | number>) => apiClient.get<OfferLineList>('/offers/lines', { query });

export const offerLinesQueryOptions = (query: Record<string, string | number>) =>
  queryOptions({ queryKey: salesKeys.offerLineList(query), queryFn: () => getOfferLines(query), placeholderData: keepPreviousData });

export function useOfferLines(query: Record<string, string | number>) {
  return useQuery(offerLinesQueryOptions(query));
}

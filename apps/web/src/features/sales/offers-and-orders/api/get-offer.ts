import type { Offer, OfferDocumentKind } from '@veloport/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { salesKeys } from '@/features/sales/offers-and-orders/api/sales-keys';
import { apiClient } from '@/lib/api-client';

export type { Offer };

export const offerDocumentHref = (id: number, kind: OfferDocumentKind) => `/api/offers/${id}/documents/${kind}.pdf`;

export const getOffer = (id: number) => apiClient.get<Offer>(`/offers/${id}`);

export const offerQueryOptions = (id: number) =>
  queryOptions({ queryKey: salesKeys.offer(id), queryFn: () => getOffer(id), enabled: Number.isInteger(id) && id > 0 });

export function useOffer(id: number) {
  return useQuery(offerQueryOptions(id));
}

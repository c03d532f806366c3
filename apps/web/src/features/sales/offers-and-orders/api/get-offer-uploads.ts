import type { offerUploadListSchema } from '@veloport/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { salesKeys } from '@/features/sales/offers-and-orders/api/sales-keys';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export type OfferUploadList = Infer<typeof offerUploadListSchema>;

export const getOfferUploads = (offerId: number) =>
  apiClient.get<OfferUploadList>(`/offers/${offerId}/uploads`, { query: { perPage: 100 } });

/** Documents uploaded to an offer (decision 028): whoever sees the offer lists them. */
export const offerUploadsQueryOptions = (offerId: number) =>
  queryOptions({ queryKey: salesKeys.offerUploads(offerId), queryFn: () => getOfferUploads(offerId) });

export function useOfferUploads(offerId: number) {
  return useQuery(offerUploadsQueryOptions(offerId));
}

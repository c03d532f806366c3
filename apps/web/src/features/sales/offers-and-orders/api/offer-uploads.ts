import type { Offer, OfferUpload, OfferUploadKind, offerUploadListSchema } from '@veloport/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export type OfferUploadList = Infer<typeof offerUploadListSchema>;

/** Documents uploaded to an offer (decision 028): whoever sees the offer lists them. */
export function useOfferUploads(offerId: number) {
  return useQuery({
    queryKey: ['offers', offerId, 'uploads'],
    queryFn: () => apiClient.get<OfferUploadList>(`/offers/${offerId}/uploads`, { query: { perPage: 100 } }),
  });
}

/** Keeps the offer as the upload left it (a signed paper copy signs it) and refreshes its lists. */
function useOfferChanged(offerId: number) {
  const queryClient = useQueryClient();
  return (offer?: Offer) => {
    if (offer) queryClient.setQueryData(['offers', offerId], offer);
    void queryClient.invalidateQueries({ queryKey: ['offers', offerId, 'uploads'] });
    void queryClient.invalidateQueries({ queryKey: ['offers', offerId, 'history'] });
    void queryClient.invalidateQueries({ queryKey: ['offers', 'list'] });
  };
}

export function useUploadOfferDocument(offerId: number) {
  const changed = useOfferChanged(offerId);
  return useMutation({
    mutationFn: ({ kind, file }: { kind: OfferUploadKind; file: File }) => {
      const body = new FormData();
      body.append('file', file);
      return apiClient.post<OfferUpload & { offer: Offer }>(`/offers/${offerId}/uploads`, body, { query: { kind } });
    },
    onSuccess: (upload) => changed(upload.offer),
  });
}

export function useDeleteOfferDocument(offerId: number) {
  const changed = useOfferChanged(offerId);
  return useMutation({
    mutationFn: (upload: OfferUpload) => apiClient.delete<void>(`/offers/${offerId}/uploads/${upload.id}`),
    onSuccess: () => changed(),
  });
}

/** `POST /api/offers/{id}/send`: the customer gets the "ready to sign" mail. */
export function useSendOffer(offerId: number) {
  const changed = useOfferChanged(offerId);
  return useMutation({
    mutationFn: () => apiClient.post<{ sentTo: { name: string; email: string }[]; offer: Offer }>(`/offers/${offerId}/send`),
    onSuccess: (res) => changed(res.offer),
  });
}

import type { Offer, OfferUpload, OfferUploadKind } from '@veloport/domain';
import { useMutation } from '@tanstack/react-query';
import { useOfferChanged } from '@/features/sales/offers-and-orders/api/use-offer-changed';
import { apiClient } from '@/lib/api-client';

export const uploadOfferDocument = (offerId: number, { kind, file }: { kind: OfferUploadKind; file: File }) => {
  const body = new FormData();
  body.append('file', file);
  return apiClient.post<OfferUpload & { offer: Offer }>(`/offers/${offerId}/uploads`, body, { query: { kind } });
};

export function useUploadOfferDocument(offerId: number) {
  const changed = useOfferChanged(offerId);
  return useMutation({
    mutationFn: (upload: { kind: OfferUploadKind; file: File }) => uploadOfferDocument(offerId, upload),
    onSuccess: (upload) => changed(upload.offer),
  });
}

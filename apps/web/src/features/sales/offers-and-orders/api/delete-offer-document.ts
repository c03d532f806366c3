import type { OfferUpload } from '@veloport/domain';
import { useMutation } from '@tanstack/react-query';
import { useOfferChanged } from '@/features/sales/offers-and-orders/api/use-offer-changed';
import { apiClient } from '@/lib/api-client';

export const deleteOfferDocument = (offerId: number, upload: OfferUpload) =>
  apiClient.delete<void>(`/offers/${offerId}/uploads/${upload.id}`);

export function useDeleteOfferDocument(offerId: number) {
  const changed = useOfferChanged(offerId);
  return useMutation({ mutationFn: (upload: OfferUpload) => deleteOfferDocument(offerId, upload), onSuccess: () => changed() });
}

import type { Offer } from '@veloport/domain';
import { useMutation } from '@tanstack/react-query';
import { useOfferSaved } from '@/features/sales/offers-and-orders/api/use-offer-saved';
import { apiClient } from '@/lib/api-client';

export const removeOfferLine = (offerId: number, lineId: number) => apiClient.delete<Offer>(`/offers/${offerId}/lines/${lineId}`);

export function useRemoveOfferLine(offerId: number) {
  const saved = useOfferSaved();
  return useMutation({ mutationFn: (lineId: number) => removeOfferLine(offerId, lineId), onSuccess: saved });
}

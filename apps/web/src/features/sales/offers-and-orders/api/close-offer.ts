import type { Offer } from '@veloport/domain';
import { useMutation } from '@tanstack/react-query';
import { useOfferSaved } from '@/features/sales/offers-and-orders/api/use-offer-saved';
import { apiClient } from '@/lib/api-client';

/** Cancels an offer or marks it lost. */
export const closeOffer = (offerId: number, action: 'cancel' | 'lose') => apiClient.post<Offer>(`/offers/${offerId}/${action}`);

export function useCloseOffer(offerId: number) {
  const saved = useOfferSaved();
  return useMutation({ mutationFn: (action: 'cancel' | 'lose') => closeOffer(offerId, action), onSuccess: saved });
}

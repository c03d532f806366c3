import type { Offer, OfferInput } from '@veloport/domain';
import { useMutation } from '@tanstack/react-query';
import { useOfferSaved } from '@/features/sales/offers-and-orders/api/use-offer-saved';
import { apiClient } from '@/lib/api-client';

/** `PUT /api/offers/{id}`: the contract, its duration and the description of an offer in progress. */
export const updateOffer = (offerId: number, input: OfferInput) => apiClient.put<Offer>(`/offers/${offerId}`, input);

export function useUpdateOffer(offerId: number) {
  const saved = useOfferSaved();
  return useMutation({ mutationFn: (input: OfferInput) => updateOffer(offerId, input), onSuccess: saved });
}

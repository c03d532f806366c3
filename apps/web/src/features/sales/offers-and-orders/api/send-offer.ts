import type { Offer } from '@veloport/domain';
import { useMutation } from '@tanstack/react-query';
import { useOfferChanged } from '@/features/sales/offers-and-orders/api/use-offer-changed';
import { apiClient } from '@/lib/api-client';

/** `POST /api/offers/{id}/send`: the customer gets the "ready to sign" mail. */
export const sendOffer = (offerId: number) =>
  apiClient.post<{ sentTo: { name: string; email: string }[]; offer: Offer }>(`/offers/${offerId}/send`);

export function useSendOffer(offerId: number) {
  const changed = useOfferChanged(offerId);
  return useMutation({ mutationFn: () => sendOffer(offerId), onSuccess: (res) => changed(res.offer) });
}

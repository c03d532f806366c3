import type { Offer } from '@veloport/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { salesKeys } from '@/features/sales/offers-and-orders/api/sales-keys';
import { apiClient } from '@/lib/api-client';

export const applyOfferPromoCode = (offerId: number, code: string) => apiClient.post<Offer>(`/offers/${offerId}/promo-code`, { code });
export const removeOfferPromoCode = (offerId: number) => apiClient.delete<Offer>(`/offers/${offerId}/promo-code`);

/** A promo code on a sale offer in progress (decision 059): put on, taken off; both answer the offer. */
export function useOfferPromoCode(offerId: number) {
  const queryClient = useQueryClient();
  const saved = (offer: Offer) => {
    queryClient.setQueryData(salesKeys.offer(offer.id), offer);
    void queryClient.invalidateQueries({ queryKey: salesKeys.offerHistory(offer.id) });
  };
  return {
    apply: useMutation({ mutationFn: (code: string) => applyOfferPromoCode(offerId, code), onSuccess: saved }),
    remove: useMutation({ mutationFn: () => removeOfferPromoCode(offerId), onSuccess: saved }),
  };
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { Offer } from '@/features/sales/offers-and-orders/api/sales';

/** A promo code on a sale offer in progress (decision 059): put on, taken off; both answer the offer. */
export function useOfferPromoCode(offerId: number) {
  const queryClient = useQueryClient();
  const saved = (offer: Offer) => {
    queryClient.setQueryData(['offers', offer.id], offer);
    void queryClient.invalidateQueries({ queryKey: ['offers', offer.id, 'history'] });
  };
  return {
    apply: useMutation({
      mutationFn: (code: string) => apiClient.post<Offer>(`/offers/${offerId}/promo-code`, { code }),
      onSuccess: saved,
    }),
    remove: useMutation({ mutationFn: () => apiClient.delete<Offer>(`/offers/${offerId}/promo-code`), onSuccess: saved }),
  };
}

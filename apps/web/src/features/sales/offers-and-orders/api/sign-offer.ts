import type { Offer } from '@veloport/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { salesKeys } from '@/features/sales/offers-and-orders/api/sales-keys';
import { useOfferSaved } from '@/features/sales/offers-and-orders/api/use-offer-saved';
import { apiClient } from '@/lib/api-client';

export const signOffer = (offerId: number, name: string) => apiClient.post<Offer>(`/offers/${offerId}/sign`, { name, consent: true });

export function useSignOffer(offerId: number) {
  const saved = useOfferSaved();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => signOffer(offerId, name),
    onSuccess: saved,
    // Refused (a promo code that became invalid, decision 059): the offer read again shows why.
    onError: () => void queryClient.invalidateQueries({ queryKey: salesKeys.offer(offerId), exact: true }),
  });
}

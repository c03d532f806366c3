import type { Offer } from '@veloport/domain';
import { useQueryClient } from '@tanstack/react-query';
import { salesKeys } from '@/features/sales/offers-and-orders/api/sales-keys';

/** Keeps an offer just answered by the API, and refreshes the lists and history. */
export function useOfferSaved() {
  const queryClient = useQueryClient();
  return (offer: Offer) => {
    queryClient.setQueryData(salesKeys.offer(offer.id), offer);
    void queryClient.invalidateQueries({ queryKey: salesKeys.offerLists() });
    void queryClient.invalidateQueries({ queryKey: salesKeys.offerHistory(offer.id) });
  };
}

import type { Offer } from '@veloport/domain';
import { useQueryClient } from '@tanstack/react-query';
import { salesKeys } from '@/features/sales/offers-and-orders/api/sales-keys';

/** Keeps the offer as the upload left it (a signed paper copy signs it) and refreshes its lists. */
export function useOfferChanged(offerId: number) {
  const queryClient = useQueryClient();
  return (offer?: Offer) => {
    if (offer) queryClient.setQueryData(salesKeys.offer(offerId), offer);
    void queryClient.invalidateQueries({ queryKey: salesKeys.offerUploads(offerId) });
    void queryClient.invalidateQueries({ queryKey: salesKeys.offerHistory(offerId) });
    void queryClient.invalidateQueries({ queryKey: salesKeys.offerLists() });
  };
}

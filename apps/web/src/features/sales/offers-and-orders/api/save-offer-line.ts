import type { Offer, OfferLineInputBody } from '@veloport/domain';
import { useMutation } from '@tanstack/react-query';
import { useOfferSaved } from '@/features/sales/offers-and-orders/api/use-offer-saved';
import { apiClient } from '@/lib/api-client';

/** Adds a line to an offer (no `lineId`) or changes one; answers the offer. */
export const saveOfferLine = (offerId: number, { lineId, input }: { lineId?: number; input: OfferLineInputBody }) =>
  (lineId
    ? apiClient.patch<{ offer: Offer }>(`/offers/${offerId}/lines/${lineId}`, input)
    : apiClient.post<{ offer: Offer }>(`/offers/${offerId}/lines`, input)
  ).then((r) => r.offer);

export function useSaveOfferLine(offerId: number) {
  const saved = useOfferSaved();
  return useMutation({
    mutationFn: (line: { lineId?: number; input: OfferLineInputBody }) => saveOfferLine(offerId, line),
    onSuccess: saved,
  });
}

import type { Offer, OfferInput } from '@veloport/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { salesKeys } from '@/features/sales/offers-and-orders/api/sales-keys';
import { useOfferSaved } from '@/features/sales/offers-and-orders/api/use-offer-saved';
import { apiClient } from '@/lib/api-client';

/** From a lead (decision 022) the offer is made through the lead, which then points at it. */
export const createOffer = (input: OfferInput, leadId: number | null = null) =>
  apiClient.post<Offer>(leadId ? `/leads/${leadId}/offer` : '/offers', input);

export function useCreateOffer(leadId: number | null = null) {
  const saved = useOfferSaved();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: OfferInput) => createOffer(input, leadId),
    onSuccess: (offer) => {
      saved(offer);
      if (leadId) void queryClient.invalidateQueries({ queryKey: salesKeys.leads });
    },
  });
}

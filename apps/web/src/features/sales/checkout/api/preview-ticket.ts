import type { TicketPreview, TicketPreviewInput } from '@veloport/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { checkoutKeys } from '@/features/sales/checkout/api/checkout-keys';
import { apiClient } from '@/lib/api-client';

export type { TicketPreview, TicketPreviewInput };

export const previewTicket = (input: TicketPreviewInput) => apiClient.post<TicketPreview>('/checkout/tickets/preview', input);

/**
 * The cart's totals as the sale will take them (decision 063): promo code discount, gift card use, cards sold, what is
 * left to pay, and why a code is refused. `input` null: nothing to ask yet.
 */
export const ticketPreviewQueryOptions = (input: TicketPreviewInput | null) =>
  queryOptions({
    queryKey: checkoutKeys.preview(input),
    queryFn: () => previewTicket(input!),
    enabled: input !== null,
    placeholderData: keepPreviousData,
    staleTime: 5_000,
  });

export function useTicketPreview(input: TicketPreviewInput | null) {
  return useQuery(ticketPreviewQueryOptions(input));
}

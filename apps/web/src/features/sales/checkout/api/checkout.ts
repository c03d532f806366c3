import type {
  SellableList,
  Ticket,
  TicketInput,
  TicketPreview,
  TicketPreviewInput,
  ticketListSchema,
  checkoutCustomerListSchema,
} from '@veloport/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export type { SellableList, Ticket, TicketInput, TicketPreview, TicketPreviewInput };
export type TicketList = Infer<typeof ticketListSchema>;
export type CheckoutCustomers = Infer<typeof checkoutCustomerListSchema>;

export const receiptHref = (id: number) => `/api/checkout/tickets/${id}/receipt.pdf`;

/** What the till can sell for the words typed: stock bikes (frame number, model) and accessories, with prices. */
export function useSellable(q: string) {
  return useQuery({
    queryKey: ['checkout', 'catalog', q],
    queryFn: () => apiClient.get<SellableList>('/checkout/catalog', { query: q ? { q } : {} }),
    placeholderData: keepPreviousData,
  });
}

export function useCheckoutCustomers(q: string, enabled: boolean) {
  return useQuery({
    queryKey: ['checkout', 'customers', q],
    queryFn: () => apiClient.get<CheckoutCustomers>('/checkout/customers', { query: q ? { q } : {} }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

export function useSell() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TicketInput) => apiClient.post<Ticket>('/checkout/tickets', input),
    onSuccess: (ticket) => {
      queryClient.setQueryData(['checkout', 'tickets', ticket.id], ticket);
      // The stock moved: what the till (and the stock screens) show must be read again.
      void queryClient.invalidateQueries({ queryKey: ['checkout'] });
      void queryClient.invalidateQueries({ queryKey: ['stock'] });
    },
  });
}

/**
 * The cart's totals as the sale will take them (decision 063): promo code discount, gift card use, cards sold, what is
 * left to pay, and why a code is refused. `input` null: nothing to ask yet.
 */
export function useTicketPreview(input: TicketPreviewInput | null) {
  return useQuery({
    queryKey: ['checkout', 'preview', input],
    queryFn: () => apiClient.post<TicketPreview>('/checkout/tickets/preview', input),
    enabled: input !== null,
    placeholderData: keepPreviousData,
    staleTime: 5_000,
  });
}

export function useTickets(query: Record<string, string | number>) {
  return useQuery({
    queryKey: ['checkout', 'tickets', 'list', query],
    queryFn: () => apiClient.get<TicketList>('/checkout/tickets', { query }),
    placeholderData: keepPreviousData,
  });
}

export function useTicket(id: number) {
  return useQuery({
    queryKey: ['checkout', 'tickets', id],
    queryFn: () => apiClient.get<Ticket>(`/checkout/tickets/${id}`),
    enabled: Number.isInteger(id) && id > 0,
  });
}

import type { Ticket, TicketInput } from '@veloport/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { checkoutKeys } from '@/features/sales/checkout/api/checkout-keys';
import { apiClient } from '@/lib/api-client';

export type { TicketInput };

export const sell = (input: TicketInput) => apiClient.post<Ticket>('/checkout/tickets', input);

export function useSell() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sell,
    onSuccess: (ticket) => {
      queryClient.setQueryData(checkoutKeys.ticket(ticket.id), ticket);
      // The stock moved: what the till (and the stock screens) show must be read again.
      void queryClient.invalidateQueries({ queryKey: checkoutKeys.all });
      void queryClient.invalidateQueries({ queryKey: checkoutKeys.stock });
    },
  });
}

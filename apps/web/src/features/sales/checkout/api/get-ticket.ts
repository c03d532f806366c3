import type { Ticket } from '@veloport/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { checkoutKeys } from '@/features/sales/checkout/api/checkout-keys';
import { apiClient } from '@/lib/api-client';

export type { Ticket };

export const receiptHref = (id: number) => `/api/checkout/tickets/${id}/receipt.pdf`;

export const getTicket = (id: number) => apiClient.get<Ticket>(`/checkout/tickets/${id}`);

export const ticketQueryOptions = (id: number) =>
  queryOptions({ queryKey: checkoutKeys.ticket(id), queryFn: () => getTicket(id), enabled: Number.isInteger(id) && id > 0 });

export function useTicket(id: number) {
  return useQuery(ticketQueryOptions(id));
}

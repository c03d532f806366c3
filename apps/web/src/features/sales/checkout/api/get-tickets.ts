import type { ticketListSchema } from '@veloport/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { checkoutKeys } from '@/features/sales/checkout/api/checkout-keys';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export type TicketList = Infer<typeof ticketListSchema>;

export const getTickets = (query: Record<string, string | number>) => apiClient.get<TicketList>('/checkout/tickets', { query });

export const ticketsQueryOptions = (query: Record<string, string | number>) =>
  queryOptions({ queryKey: checkoutKeys.tickets(query), queryFn: () => getTickets(query), placeholderData: keepPreviousData });

export function useTickets(query: Record<string, string | number>) {
  return useQuery(ticketsQueryOptions(query));
}

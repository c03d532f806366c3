import type { WaitingOrders } from '@veloport/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { salesKeys } from '@/features/sales/offers-and-orders/api/sales-keys';
import { apiClient } from '@/lib/api-client';

export const getWaitingOrders = () => apiClient.get<WaitingOrders>('/orders/waiting');

/** The orders waiting too long, on whom and since when (the admin dashboard's card). */
export const waitingOrdersQueryOptions = () => queryOptions({ queryKey: salesKeys.waitingOrders(), queryFn: getWaitingOrders });

export function useWaitingOrders() {
  return useQuery(waitingOrdersQueryOptions());
}

import type { orderListSchema } from '@veloport/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { groupedOrdersKeys } from '@/features/sales/grouped-orders/api/grouped-orders-keys';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export type CustomerOrderList = Infer<typeof orderListSchema>;

export const getOrdersToOrder = () => apiClient.get<CustomerOrderList>('/orders', { query: { status: 'to_order', perPage: 100 } });

/** Customer bike orders waiting to be ordered from a supplier (status to_order). */
export const ordersToOrderQueryOptions = () => queryOptions({ queryKey: groupedOrdersKeys.ordersToOrder(), queryFn: getOrdersToOrder });

export function useOrdersToOrder() {
  return useQuery(ordersToOrderQueryOptions());
}

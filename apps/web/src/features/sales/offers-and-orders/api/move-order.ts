import type { Order, OrderStatus } from '@veloport/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { salesKeys } from '@/features/sales/offers-and-orders/api/sales-keys';
import { apiClient } from '@/lib/api-client';

export type OrderAction = { kind: 'validate' } | { kind: 'refuse'; reason: string } | { kind: 'status'; status: OrderStatus };

/** Validates or refuses an order (its fleet manager), or moves it to a status (the shop). */
export const moveOrder = (orderId: number, action: OrderAction) =>
  action.kind === 'validate'
    ? apiClient.post<Order>(`/orders/${orderId}/validate`)
    : action.kind === 'refuse'
      ? apiClient.post<Order>(`/orders/${orderId}/refuse`, { reason: action.reason })
      : apiClient.post<Order>(`/orders/${orderId}/status`, { status: action.status });

export function useMoveOrder(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: OrderAction) => moveOrder(orderId, action),
    onSuccess: (order) => {
      queryClient.setQueryData(salesKeys.order(order.id), order);
      void queryClient.invalidateQueries({ queryKey: salesKeys.orderLists() });
    },
  });
}

import type { Order, OrderDeliveryRequest } from '@veloport/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { salesKeys } from '@/features/sales/offers-and-orders/api/sales-keys';
import { apiClient } from '@/lib/api-client';

export type HandoverInput = { date: string; receiverName: string; signature: string | null };
export type FulfilmentAction =
  | { kind: 'delivery'; input: OrderDeliveryRequest }
  | { kind: 'assign'; bikeId: number }
  | { kind: 'unassign' }
  | { kind: 'handover'; input: HandoverInput };

/** What staff do to an order after it exists (decision 024): delivery info, the stock bike, the handover. */
export const fulfilOrder = (orderId: number, action: FulfilmentAction) =>
  action.kind === 'delivery'
    ? apiClient.put<Order>(`/orders/${orderId}/delivery`, action.input)
    : action.kind === 'assign'
      ? apiClient.post<Order>(`/orders/${orderId}/bike`, { bikeId: action.bikeId })
      : action.kind === 'unassign'
        ? apiClient.delete<Order>(`/orders/${orderId}/bike`)
        : apiClient.post<Order>(`/orders/${orderId}/handover`, action.input);

export function useFulfilOrder(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: FulfilmentAction) => fulfilOrder(orderId, action),
    onSuccess: (order) => {
      queryClient.setQueryData(salesKeys.order(order.id), order);
      void queryClient.invalidateQueries({ queryKey: salesKeys.orderLists() });
      void queryClient.invalidateQueries({ queryKey: salesKeys.bikeCandidates(order.id) });
    },
  });
}

export const handoverSignatureHref = (orderId: number) => `/api/orders/${orderId}/handover/signature.png`;

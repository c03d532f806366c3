import type { Order, orderBikeCandidatesSchema, OrderDeliveryRequest, scheduleSchema, WaitingOrders } from '@veloport/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export type BikeCandidates = Infer<typeof orderBikeCandidatesSchema>;
export type HandoverInput = { date: string; receiverName: string; signature: string | null };

/** What staff do to an order after it exists (decision 024): delivery info, the stock bike, the handover. */
export function useOrderFulfilment(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      action:
        | { kind: 'delivery'; input: OrderDeliveryRequest }
        | { kind: 'assign'; bikeId: number }
        | { kind: 'unassign' }
        | { kind: 'handover'; input: HandoverInput },
    ) =>
      action.kind === 'delivery'
        ? apiClient.put<Order>(`/orders/${orderId}/delivery`, action.input)
        : action.kind === 'assign'
          ? apiClient.post<Order>(`/orders/${orderId}/bike`, { bikeId: action.bikeId })
          : action.kind === 'unassign'
            ? apiClient.delete<Order>(`/orders/${orderId}/bike`)
            : apiClient.post<Order>(`/orders/${orderId}/handover`, action.input),
    onSuccess: (order) => {
      queryClient.setQueryData(['orders', order.id], order);
      void queryClient.invalidateQueries({ queryKey: ['orders', 'list'] });
      void queryClient.invalidateQueries({ queryKey: ['orders', order.id, 'bike-candidates'] });
    },
  });
}

export function useBikeCandidates(orderId: number, enabled: boolean) {
  return useQuery({
    queryKey: ['orders', orderId, 'bike-candidates'],
    queryFn: () => apiClient.get<BikeCandidates>(`/orders/${orderId}/bike-candidates`),
    enabled,
  });
}

/** The stores a customer may collect a bike from (read from the shop's public schedule). */
export function useStores() {
  return useQuery({
    queryKey: ['stock-locations'],
    queryFn: async ({ signal }) =>
      (await apiClient.get<Infer<typeof scheduleSchema>>('/shop/schedule', { signal })).stores.map((s) => ({
        id: s.locationId,
        name: s.name,
      })),
    staleTime: 10 * 60_000,
  });
}

export function useWaitingOrders() {
  return useQuery({ queryKey: ['orders', 'waiting'], queryFn: () => apiClient.get<WaitingOrders>('/orders/waiting') });
}

export const handoverSignatureHref = (orderId: number) => `/api/orders/${orderId}/handover/signature.png`;

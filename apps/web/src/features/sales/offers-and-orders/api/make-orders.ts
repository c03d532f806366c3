import type { Order } from '@veloport/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { salesKeys } from '@/features/sales/offers-and-orders/api/sales-keys';
import { apiClient } from '@/lib/api-client';

/** Makes the orders of a signed offer. */
export const makeOrders = (offerId: number) => apiClient.post<{ data: Order[] }>(`/offers/${offerId}/orders`);

export function useMakeOrders(offerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => makeOrders(offerId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: salesKeys.orders }),
  });
}

import type { GroupedOrder } from '@veloport/domain';
import { useMutation } from '@tanstack/react-query';
import { useGroupedOrderSaved } from '@/features/sales/grouped-orders/api/use-grouped-order-saved';
import { apiClient } from '@/lib/api-client';

/** Orders a grouped order from its supplier, or cancels it. */
export const moveGroupedOrder = (id: number, action: 'order' | 'cancel') => apiClient.post<GroupedOrder>(`/grouped-orders/${id}/${action}`);

export function useMoveGroupedOrder(id: number) {
  const saved = useGroupedOrderSaved();
  return useMutation({ mutationFn: (action: 'order' | 'cancel') => moveGroupedOrder(id, action), onSuccess: saved });
}

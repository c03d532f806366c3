import type { GroupedOrder } from '@veloport/domain';
import { useMutation } from '@tanstack/react-query';
import { useGroupedOrderSaved } from '@/features/sales/grouped-orders/api/use-grouped-order-saved';
import { apiClient } from '@/lib/api-client';

export const removeGroupedLine = (id: number, lineId: number) => apiClient.delete<GroupedOrder>(`/grouped-orders/${id}/lines/${lineId}`);

export function useRemoveGroupedLine(id: number) {
  const saved = useGroupedOrderSaved();
  return useMutation({ mutationFn: (lineId: number) => removeGroupedLine(id, lineId), onSuccess: saved });
}

import type { GroupedOrder, GroupedOrderLineRequest } from '@veloport/domain';
import { useMutation } from '@tanstack/react-query';
import { useGroupedOrderSaved } from '@/features/sales/grouped-orders/api/use-grouped-order-saved';
import { apiClient } from '@/lib/api-client';

/** Adds a line (no `lineId`) or changes one. */
export const saveGroupedLine = (id: number, { lineId, input }: { lineId?: number; input: GroupedOrderLineRequest }) =>
  lineId
    ? apiClient.put<GroupedOrder>(`/grouped-orders/${id}/lines/${lineId}`, input)
    : apiClient.post<GroupedOrder>(`/grouped-orders/${id}/lines`, input);

export function useSaveGroupedLine(id: number) {
  const saved = useGroupedOrderSaved();
  return useMutation({
    mutationFn: (line: { lineId?: number; input: GroupedOrderLineRequest }) => saveGroupedLine(id, line),
    onSuccess: saved,
  });
}

import type { GroupedOrder, GroupedOrderReceiveRequest } from '@veloport/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { groupedOrdersKeys } from '@/features/sales/grouped-orders/api/grouped-orders-keys';
import { useGroupedOrderSaved } from '@/features/sales/grouped-orders/api/use-grouped-order-saved';
import { apiClient } from '@/lib/api-client';

export const receiveGroupedOrder = (id: number, input: GroupedOrderReceiveRequest) =>
  apiClient.post<GroupedOrder>(`/grouped-orders/${id}/receive`, input);

export function useReceiveGroupedOrder(id: number) {
  const saved = useGroupedOrderSaved();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: GroupedOrderReceiveRequest) => receiveGroupedOrder(id, input),
    onSuccess: (order) => {
      saved(order);
      void queryClient.invalidateQueries({ queryKey: groupedOrdersKeys.stock });
    },
  });
}

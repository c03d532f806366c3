import type { GroupedOrder, GroupedOrderRequest } from '@veloport/domain';
import { useMutation } from '@tanstack/react-query';
import { useGroupedOrderSaved } from '@/features/sales/grouped-orders/api/use-grouped-order-saved';
import { apiClient } from '@/lib/api-client';

export const createGroupedOrder = (input: GroupedOrderRequest) => apiClient.post<GroupedOrder>('/grouped-orders', input);

export function useCreateGroupedOrder() {
  const saved = useGroupedOrderSaved();
  return useMutation({ mutationFn: createGroupedOrder, onSuccess: saved });
}

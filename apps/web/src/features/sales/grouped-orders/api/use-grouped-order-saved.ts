import type { GroupedOrder } from '@veloport/domain';
import { useQueryClient } from '@tanstack/react-query';
import { groupedOrdersKeys } from '@/features/sales/grouped-orders/api/grouped-orders-keys';

/** Keeps a grouped order just answered by the API, and refreshes the lists, its history and the stock. */
export function useGroupedOrderSaved() {
  const queryClient = useQueryClient();
  return (order: GroupedOrder) => {
    queryClient.setQueryData(groupedOrdersKeys.order(order.id), order);
    void queryClient.invalidateQueries({ queryKey: groupedOrdersKeys.all, predicate: (q) => q.queryKey[1] !== order.id });
    void queryClient.invalidateQueries({ queryKey: groupedOrdersKeys.history(order.id) });
  };
}

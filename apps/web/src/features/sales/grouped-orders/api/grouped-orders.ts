import type {
  GroupedOrder,
  GroupedOrderLineRequest,
  GroupedOrderReceiveRequest,
  GroupedOrderRequest,
  groupedOrderListSchema,
  historyListSchema,
  orderedLineListSchema,
  orderListSchema,
  scheduleSchema,
} from '@veloport/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export type { GroupedOrder };
export type GroupedOrderList = Infer<typeof groupedOrderListSchema>;
export type OrderedLineList = Infer<typeof orderedLineListSchema>;
export type HistoryList = Infer<typeof historyListSchema>;
export type CustomerOrderList = Infer<typeof orderListSchema>;
type ModelChoice = { id: number; brand: string; model: string; sizes: string[]; priceCents: number; vatRate: number };
type AccessoryChoice = { id: number; name: string; priceCents: number; vatRate: number };

export function useGroupedOrders(query: Record<string, string | number>) {
  return useQuery({
    queryKey: ['grouped-orders', 'list', query],
    queryFn: () => apiClient.get<GroupedOrderList>('/grouped-orders', { query }),
    placeholderData: keepPreviousData,
  });
}

export function useGroupedOrder(id: number) {
  return useQuery({
    queryKey: ['grouped-orders', id],
    queryFn: () => apiClient.get<GroupedOrder>(`/grouped-orders/${id}`),
    enabled: Number.isInteger(id) && id > 0,
  });
}

export function useGroupedOrderHistory(id: number, enabled: boolean) {
  return useQuery({
    queryKey: ['grouped-orders', id, 'history'],
    queryFn: () => apiClient.get<HistoryList>(`/grouped-orders/${id}/history`, { query: { perPage: 100 } }),
    enabled,
  });
}

/** bike-orders/list (`/bike-orders`) and accessories-orders/list (`/accessory-orders`). */
export function useOrderedLines(path: '/bike-orders' | '/accessory-orders', query: Record<string, string | number>) {
  return useQuery({
    queryKey: ['grouped-orders', path, query],
    queryFn: () => apiClient.get<OrderedLineList>(path, { query }),
    placeholderData: keepPreviousData,
  });
}

/** Customer bike orders waiting to be ordered from a supplier (status to_order). */
export function useOrdersToOrder() {
  return useQuery({
    queryKey: ['orders', 'list', { status: 'to_order' }],
    queryFn: () => apiClient.get<CustomerOrderList>('/orders', { query: { status: 'to_order', perPage: 100 } }),
  });
}

/** Keeps a grouped order just answered by the API, and refreshes the lists, its history and the stock. */
function useSaved() {
  const queryClient = useQueryClient();
  return (order: GroupedOrder) => {
    queryClient.setQueryData(['grouped-orders', order.id], order);
    void queryClient.invalidateQueries({ queryKey: ['grouped-orders'], predicate: (q) => q.queryKey[1] !== order.id });
    void queryClient.invalidateQueries({ queryKey: ['grouped-orders', order.id, 'history'] });
  };
}

export function useCreateGroupedOrder() {
  const saved = useSaved();
  return useMutation({
    mutationFn: (input: GroupedOrderRequest) => apiClient.post<GroupedOrder>('/grouped-orders', input),
    onSuccess: saved,
  });
}

export function useSaveGroupedLine(id: number) {
  const saved = useSaved();
  return useMutation({
    mutationFn: ({ lineId, input }: { lineId?: number; input: GroupedOrderLineRequest }) =>
      lineId
        ? apiClient.put<GroupedOrder>(`/grouped-orders/${id}/lines/${lineId}`, input)
        : apiClient.post<GroupedOrder>(`/grouped-orders/${id}/lines`, input),
    onSuccess: saved,
  });
}

export function useRemoveGroupedLine(id: number) {
  const saved = useSaved();
  return useMutation({
    mutationFn: (lineId: number) => apiClient.delete<GroupedOrder>(`/grouped-orders/${id}/lines/${lineId}`),
    onSuccess: saved,
  });
}

export function useGroupedOrderAction(id: number) {
  const saved = useSaved();
  return useMutation({
    mutationFn: (action: 'order' | 'cancel') => apiClient.post<GroupedOrder>(`/grouped-orders/${id}/${action}`),
    onSuccess: saved,
  });
}

export function useReceiveGroupedOrder(id: number) {
  const saved = useSaved();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: GroupedOrderReceiveRequest) => apiClient.post<GroupedOrder>(`/grouped-orders/${id}/receive`, input),
    onSuccess: (order) => {
      saved(order);
      void queryClient.invalidateQueries({ queryKey: ['stock'] });
    },
  });
}

/** Models (and accessories, which only admins may read) a line may name. */
export function useLineCatalogue(isAdmin: boolean) {
  const models = useQuery({
    queryKey: ['catalog', 'bikes', 'grouped-lines'],
    queryFn: () => apiClient.get<{ data: ModelChoice[] }>('/catalog/bikes', { query: { perPage: 100, sort: 'name' } }),
    staleTime: 5 * 60_000,
  });
  const accessories = useQuery({
    queryKey: ['catalog', 'accessories', 'grouped-lines'],
    queryFn: () => apiClient.get<{ data: AccessoryChoice[] }>('/catalog/accessories', { query: { perPage: 100 } }),
    enabled: isAdmin,
    staleTime: 5 * 60_000,
  });
  return { models: models.data?.data ?? [], accessories: accessories.data?.data ?? [] };
}

/** The stores a delivery may go to, read from GET /api/shop/schedule. */
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

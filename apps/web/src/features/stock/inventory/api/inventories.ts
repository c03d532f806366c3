import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { inventoryDetailSchema, inventoryListSchema, inventoryScanResponseSchema, scheduleSchema } from '@veloport/domain';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export type InventoryList = Infer<typeof inventoryListSchema>;
export type InventoryDetail = Infer<typeof inventoryDetailSchema>;
export type ScanResult = Infer<typeof inventoryScanResponseSchema>;

/** GET /api/inventories */
export function useInventories(query: Record<string, string | number>) {
  return useQuery({
    queryKey: ['inventories', 'list', query],
    queryFn: ({ signal }) => apiClient.get<InventoryList>('/inventories', { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/inventories/{id}: expected, scanned, missing and unexpected. */
export function useInventory(id: number) {
  return useQuery({
    queryKey: ['inventories', 'detail', id],
    queryFn: async ({ signal }) => (await apiClient.get<{ inventory: InventoryDetail }>(`/inventories/${id}`, { signal })).inventory,
    enabled: Number.isInteger(id) && id > 0,
  });
}

/** POST /api/inventories: start counting a store. */
export function useStartInventory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (locationId: number) =>
      (await apiClient.post<{ inventory: InventoryDetail }>('/inventories', { locationId })).inventory,
    onSuccess: (inventory) => {
      queryClient.setQueryData(['inventories', 'detail', inventory.id], inventory);
      void queryClient.invalidateQueries({ queryKey: ['inventories', 'list'] });
    },
  });
}

/** POST /api/inventories/{id}/scan, then the detail is read again. */
export function useScan(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (frameNumber: string) => apiClient.post<ScanResult>(`/inventories/${id}/scan`, { frameNumber }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['inventories', 'detail', id] }),
  });
}

/** POST /api/inventories/{id}/accessories: how many of an accessory were counted. */
export function useCountAccessory(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { accessoryId: number; counted: number }) =>
      (await apiClient.post<{ inventory: InventoryDetail }>(`/inventories/${id}/accessories`, input)).inventory,
    onSuccess: (inventory) => queryClient.setQueryData(['inventories', 'detail', id], inventory),
  });
}

/** POST /api/inventories/{id}/close: adjustments go to each bike's history. */
export function useCloseInventory(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await apiClient.post<{ inventory: InventoryDetail }>(`/inventories/${id}/close`)).inventory,
    onSuccess: (inventory) => {
      queryClient.setQueryData(['inventories', 'detail', id], inventory);
      void queryClient.invalidateQueries({ queryKey: ['inventories', 'list'] });
      void queryClient.invalidateQueries({ queryKey: ['stock-bikes'] });
    },
  });
}

/** The stores, from GET /api/shop/schedule. */
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

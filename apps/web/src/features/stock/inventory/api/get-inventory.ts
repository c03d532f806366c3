import type { inventoryDetailSchema } from '@veloport/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { inventoryKeys } from '@/features/stock/inventory/api/inventory-keys';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export type InventoryDetail = Infer<typeof inventoryDetailSchema>;

/** GET /api/inventories/{id}: expected, scanned, missing and unexpected. */
export const getInventory = async (id: number, signal?: AbortSignal) =>
  (await apiClient.get<{ inventory: InventoryDetail }>(`/inventories/${id}`, { signal })).inventory;

export const inventoryQueryOptions = (id: number) =>
  queryOptions({
    queryKey: inventoryKeys.inventory(id),
    queryFn: ({ signal }) => getInventory(id, signal),
    enabled: Number.isInteger(id) && id > 0,
  });

export function useInventory(id: number) {
  return useQuery(inventoryQueryOptions(id));
}

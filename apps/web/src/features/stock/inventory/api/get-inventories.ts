import type { inventoryListSchema } from '@veloport/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { inventoryKeys } from '@/features/stock/inventory/api/inventory-keys';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export type InventoryList = Infer<typeof inventoryListSchema>;

/** GET /api/inventories */
export const getInventories = (query: Record<string, string | number>, signal?: AbortSignal) =>
  apiClient.get<InventoryList>('/inventories', { query, signal });

export const inventoriesQueryOptions = (query: Record<string, string | number>) =>
  queryOptions({
    queryKey: inventoryKeys.list(query),
    queryFn: ({ signal }) => getInventories(query, signal),
    placeholderData: keepPreviousData,
  });

export function useInventories(query: Record<string, string | number>) {
  return useQuery(inventoriesQueryOptions(query));
}

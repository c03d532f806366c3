import type { scheduleSchema } from '@veloport/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { inventoryKeys } from '@/features/stock/inventory/api/inventory-keys';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export const getStores = async ({ signal }: { signal?: AbortSignal } = {}) =>
  (await apiClient.get<Infer<typeof scheduleSchema>>('/shop/schedule', { signal })).stores.map((s) => ({ id: s.locationId, name: s.name }));

/** The stores, from GET /api/shop/schedule. */
export const storesQueryOptions = () => queryOptions({ queryKey: inventoryKeys.stores(), queryFn: getStores, staleTime: 10 * 60_000 });

export function useStores() {
  return useQuery(storesQueryOptions());
}

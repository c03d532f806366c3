import type { scheduleSchema } from '@veloport/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { groupedOrdersKeys } from '@/features/sales/grouped-orders/api/grouped-orders-keys';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export const getStores = async ({ signal }: { signal?: AbortSignal } = {}) =>
  (await apiClient.get<Infer<typeof scheduleSchema>>('/shop/schedule', { signal })).stores.map((s) => ({ id: s.locationId, name: s.name }));

/** The stores a delivery may go to, read from GET /api/shop/schedule. */
export const storesQueryOptions = () => queryOptions({ queryKey: groupedOrdersKeys.stores(), queryFn: getStores, staleTime: 10 * 60_000 });

export function useStores() {
  return useQuery(storesQueryOptions());
}

import type { scheduleSchema } from '@veloport/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { salesKeys } from '@/features/sales/offers-and-orders/api/sales-keys';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export const getStores = async ({ signal }: { signal?: AbortSignal } = {}) =>
  (await apiClient.get<Infer<typeof scheduleSchema>>('/shop/schedule', { signal })).stores.map((s) => ({ id: s.locationId, name: s.name }));

/** The stores a customer may collect a bike from (read from the shop's public schedule). */
export const storesQueryOptions = () => queryOptions({ queryKey: salesKeys.stores(), queryFn: getStores, staleTime: 10 * 60_000 });

export function useStores() {
  return useQuery(storesQueryOptions());
}

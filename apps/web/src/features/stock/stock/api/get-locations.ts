import type { scheduleSchema } from '@veloport/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { stockKeys } from '@/features/stock/stock/api/stock-keys';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export type Location = { id: number; name: string };

export const getLocations = async ({ signal }: { signal?: AbortSignal } = {}): Promise<Location[]> =>
  (await apiClient.get<Infer<typeof scheduleSchema>>('/shop/schedule', { signal })).stores.map((s) => ({ id: s.locationId, name: s.name }));

/** The stores (stock locations), read from GET /api/shop/schedule. */
export const locationsQueryOptions = () => queryOptions({ queryKey: stockKeys.locations(), queryFn: getLocations, staleTime: 10 * 60_000 });

export function useLocations() {
  return useQuery(locationsQueryOptions());
}

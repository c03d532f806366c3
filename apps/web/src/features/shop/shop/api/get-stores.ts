import { queryOptions, useQuery } from '@tanstack/react-query';
import type { scheduleSchema } from '@veloport/domain';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';
import { shopKeys } from './shop-keys';

type Schedule = Infer<typeof scheduleSchema>;

/** The stores a buyer may pick an order up from (Liège, Brussels), read from the shops' schedule. */
export const getStores = (signal?: AbortSignal) => apiClient.get<Schedule>('/shop/schedule', { signal });

export const storesQueryOptions = () =>
  queryOptions({ queryKey: shopKeys.schedule(), queryFn: ({ signal }) => getStores(signal), staleTime: 10 * 60_000 });

export function useStores() {
  return useQuery({ ...storesQueryOptions(), select: (schedule) => schedule.stores.map((s) => ({ id: s.locationId, name: s.name })) });
}

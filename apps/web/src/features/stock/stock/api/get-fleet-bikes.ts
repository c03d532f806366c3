import type { bikeListSchema } from '@veloport/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { stockKeys } from '@/features/stock/stock/api/stock-keys';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

type FleetBikeList = Infer<typeof bikeListSchema>;

/** GET /api/fleet/bikes: a fleet manager's company bikes, or every bike for the workshop. */
export const getFleetBikes = (query: Record<string, string | number>, signal?: AbortSignal) =>
  apiClient.get<FleetBikeList>('/fleet/bikes', { query, signal });

export const fleetBikesQueryOptions = (query: Record<string, string | number>) =>
  queryOptions({
    queryKey: stockKeys.fleetBikes(query),
    queryFn: ({ signal }) => getFleetBikes(query, signal),
    placeholderData: keepPreviousData,
  });

export function useFleetBikes(query: Record<string, string | number>) {
  return useQuery(fleetBikesQueryOptions(query));
}

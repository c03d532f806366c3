import type { FleetBike } from '@veloport/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { stockKeys } from '@/features/stock/stock/api/stock-keys';
import { apiClient } from '@/lib/api-client';

/** GET /api/fleet/bikes/{id}: the record and its history (404 for another company's bike). */
export const getFleetBike = async (id: number, signal?: AbortSignal) =>
  (await apiClient.get<{ bike: FleetBike }>(`/fleet/bikes/${id}`, { signal })).bike;

export const fleetBikeQueryOptions = (id: number) =>
  queryOptions({
    queryKey: stockKeys.fleetBike(id),
    queryFn: ({ signal }) => getFleetBike(id, signal),
    enabled: Number.isInteger(id) && id > 0,
  });

export function useFleetBike(id: number) {
  return useQuery(fleetBikeQueryOptions(id));
}

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { bikeListSchema, FleetBike } from '@veloport/domain';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

type FleetBikeList = Infer<typeof bikeListSchema>;

/** GET /api/fleet/bikes: a fleet manager's company bikes, or every bike for the workshop. */
export function useFleetBikes(query: Record<string, string | number>) {
  return useQuery({
    queryKey: ['fleet-bikes', 'list', query],
    queryFn: ({ signal }) => apiClient.get<FleetBikeList>('/fleet/bikes', { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/fleet/bikes/{id}: the record and its history (404 for another company's bike). */
export function useFleetBike(id: number) {
  return useQuery({
    queryKey: ['fleet-bikes', 'detail', id],
    queryFn: async ({ signal }) => (await apiClient.get<{ bike: FleetBike }>(`/fleet/bikes/${id}`, { signal })).bike,
    enabled: Number.isInteger(id) && id > 0,
  });
}

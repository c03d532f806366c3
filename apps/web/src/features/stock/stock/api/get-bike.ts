import type { BikeDetail } from '@veloport/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { stockKeys } from '@/features/stock/stock/api/stock-keys';
import { apiClient } from '@/lib/api-client';

/** GET /api/stock/bikes/{id}: every field and the full history. */
export const getBike = async (id: number, signal?: AbortSignal) =>
  (await apiClient.get<{ bike: BikeDetail }>(`/stock/bikes/${id}`, { signal })).bike;

export const bikeQueryOptions = (id: number) =>
  queryOptions({ queryKey: stockKeys.bike(id), queryFn: ({ signal }) => getBike(id, signal) });

export function useBike(id: number) {
  return useQuery({ ...bikeQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
}

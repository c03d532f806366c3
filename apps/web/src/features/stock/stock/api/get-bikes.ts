import type { bikeListSchema } from '@veloport/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { stockKeys } from '@/features/stock/stock/api/stock-keys';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export type BikeList = Infer<typeof bikeListSchema>;
export type ListQuery = Record<string, string | number>;

/** GET /api/stock/bikes: the physical bikes, filtered, sorted and paged. */
export const listBikes = (query: ListQuery, signal?: AbortSignal): Promise<BikeList> =>
  apiClient.get<BikeList>('/stock/bikes', { query, signal });

export const bikesQueryOptions = (query: ListQuery) =>
  queryOptions({
    queryKey: stockKeys.bikeList(query),
    queryFn: ({ signal }) => listBikes(query, signal),
    placeholderData: keepPreviousData,
  });

export function useBikes(query: ListQuery) {
  return useQuery(bikesQueryOptions(query));
}

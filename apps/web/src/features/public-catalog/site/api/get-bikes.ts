import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { publicBikeListSchema } from '@veloport/domain';
import { siteKeys } from '@/features/public-catalog/site/api/site-keys';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export type PublicBikeList = Infer<typeof publicBikeListSchema>;
export type CatalogQuery = Record<string, string | number>;

export const getBikes = (query: CatalogQuery, signal?: AbortSignal) =>
  apiClient.get<PublicBikeList>('/public/catalog/bikes', { query, signal });

/** Keeps the previous page (and its counts) on screen while the next filter answers. */
export const bikesQueryOptions = (query: CatalogQuery) =>
  queryOptions({
    queryKey: siteKeys.bikes(query),
    queryFn: ({ signal }) => getBikes(query, signal),
    placeholderData: keepPreviousData,
  });

export function useBikes(query: CatalogQuery) {
  return useQuery(bikesQueryOptions(query));
}

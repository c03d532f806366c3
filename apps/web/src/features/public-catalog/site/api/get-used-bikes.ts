import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { publicUsedBikeDetailResponseSchema, publicUsedBikeListSchema } from '@veloport/domain';
import { siteKeys } from '@/features/public-catalog/site/api/site-keys';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export type PublicUsedBikeList = Infer<typeof publicUsedBikeListSchema>;
export type PublicUsedBikeDetail = Infer<typeof publicUsedBikeDetailResponseSchema>['usedBike'];

export const getUsedBikes = (query: Record<string, string | number>, signal?: AbortSignal) =>
  apiClient.get<PublicUsedBikeList>('/public/used-bikes', { query, signal });

export const usedBikesQueryOptions = (query: Record<string, string | number>) =>
  queryOptions({
    queryKey: siteKeys.usedBikes(query),
    queryFn: ({ signal }) => getUsedBikes(query, signal),
    placeholderData: keepPreviousData,
  });

export function useUsedBikes(query: Record<string, string | number>) {
  return useQuery(usedBikesQueryOptions(query));
}

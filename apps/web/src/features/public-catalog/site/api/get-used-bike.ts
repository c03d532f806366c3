import { queryOptions, useQuery } from '@tanstack/react-query';
import type { publicUsedBikeDetailResponseSchema } from '@veloport/domain';
import { siteKeys } from '@/features/public-catalog/site/api/site-keys';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export const getUsedBike = (id: number, signal?: AbortSignal) =>
  apiClient.get<Infer<typeof publicUsedBikeDetailResponseSchema>>(`/public/used-bikes/${id}`, { signal });

export const usedBikeQueryOptions = (id: number) =>
  queryOptions({
    queryKey: siteKeys.usedBike(id),
    queryFn: ({ signal }) => getUsedBike(id, signal),
    enabled: Number.isInteger(id) && id > 0,
    select: (response) => response.usedBike,
  });

export function useUsedBike(id: number) {
  return useQuery(usedBikeQueryOptions(id));
}

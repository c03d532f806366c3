import { queryOptions, useQuery } from '@tanstack/react-query';
import type { publicBikeDetailResponseSchema } from '@veloport/domain';
import { siteKeys } from '@/features/public-catalog/site/api/site-keys';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export type PublicBikeDetail = Infer<typeof publicBikeDetailResponseSchema>['bike'];

export const getBike = (slug: string, signal?: AbortSignal) =>
  apiClient.get<Infer<typeof publicBikeDetailResponseSchema>>(`/public/catalog/bikes/${encodeURIComponent(slug)}`, { signal });

export const bikeQueryOptions = (slug: string | null | undefined) =>
  queryOptions({
    queryKey: siteKeys.bike(slug),
    queryFn: ({ signal }) => getBike(slug ?? '', signal),
    enabled: Boolean(slug),
    select: (response) => response.bike,
  });

export function useBike(slug: string | null | undefined) {
  return useQuery(bikeQueryOptions(slug));
}

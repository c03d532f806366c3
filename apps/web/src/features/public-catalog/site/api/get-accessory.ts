import { queryOptions, useQuery } from '@tanstack/react-query';
import type { publicAccessoryDetailResponseSchema } from '@veloport/domain';
import { siteKeys } from '@/features/public-catalog/site/api/site-keys';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export const getAccessory = (slug: string, signal?: AbortSignal) =>
  apiClient.get<Infer<typeof publicAccessoryDetailResponseSchema>>(`/public/catalog/accessories/${encodeURIComponent(slug)}`, { signal });

export const accessoryQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: siteKeys.accessory(slug),
    queryFn: ({ signal }) => getAccessory(slug, signal),
    select: (response) => response.accessory,
  });

export function useAccessory(slug: string) {
  return useQuery(accessoryQueryOptions(slug));
}

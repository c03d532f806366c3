import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { publicAccessoryDetailResponseSchema, publicAccessoryListSchema } from '@veloport/domain';
import { siteKeys } from '@/features/public-catalog/site/api/site-keys';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export type PublicAccessoryList = Infer<typeof publicAccessoryListSchema>;
export type PublicAccessoryDetail = Infer<typeof publicAccessoryDetailResponseSchema>['accessory'];

export const getAccessories = (query: Record<string, string | number>, signal?: AbortSignal) =>
  apiClient.get<PublicAccessoryList>('/public/catalog/accessories', { query, signal });

export const accessoriesQueryOptions = (query: Record<string, string | number>) =>
  queryOptions({
    queryKey: siteKeys.accessories(query),
    queryFn: ({ signal }) => getAccessories(query, signal),
    placeholderData: keepPreviousData,
  });

export function useAccessories(query: Record<string, string | number>) {
  return useQuery(accessoriesQueryOptions(query));
}

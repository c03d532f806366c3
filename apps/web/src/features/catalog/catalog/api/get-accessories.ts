import type { accessoryListSchema } from '@veloport/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { catalogKeys } from '@/features/catalog/catalog/api/catalog-keys';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export type AccessoryList = Infer<typeof accessoryListSchema>;

export const getAccessories = (query: Record<string, string | number>) => apiClient.get<AccessoryList>('/catalog/accessories', { query });

export const accessoriesQueryOptions = (query: Record<string, string | number>, enabled = true) =>
  queryOptions({
    queryKey: catalogKeys.accessoryList(query),
    queryFn: () => getAccessories(query),
    placeholderData: keepPreviousData,
    enabled,
  });

export function useAccessories(query: Record<string, string | number>, enabled = true) {
  return useQuery(accessoriesQueryOptions(query, enabled));
}

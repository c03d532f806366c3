import type { usedBikeListSchema } from '@veloport/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { usedBikesKeys } from '@/features/stock/used-bikes/api/used-bikes-keys';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export type UsedBikeList = Infer<typeof usedBikeListSchema>;

export const getUsedBikes = (query: Record<string, string | number>) => apiClient.get<UsedBikeList>('/used-bikes', { query });

export const usedBikesQueryOptions = (query: Record<string, string | number>) =>
  queryOptions({ queryKey: usedBikesKeys.list(query), queryFn: () => getUsedBikes(query), placeholderData: keepPreviousData });

export function useUsedBikes(query: Record<string, string | number>) {
  return useQuery(usedBikesQueryOptions(query));
}

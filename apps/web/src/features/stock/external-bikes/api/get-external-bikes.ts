import type { externalBikeListSchema } from '@veloport/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { externalBikesKeys } from '@/features/stock/external-bikes/api/external-bikes-keys';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export type ExternalBikeList = Infer<typeof externalBikeListSchema>;

export const getExternalBikes = (query: Record<string, string | number>) => apiClient.get<ExternalBikeList>('/external-bikes', { query });

export const externalBikesQueryOptions = (query: Record<string, string | number>) =>
  queryOptions({ queryKey: externalBikesKeys.list(query), queryFn: () => getExternalBikes(query), placeholderData: keepPreviousData });

export function useExternalBikes(query: Record<string, string | number>) {
  return useQuery(externalBikesQueryOptions(query));
}

import type { sepaBatchListSchema } from '@veloport/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { sepaKeys } from '@/features/billing/sepa/api/sepa-keys';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export type BatchList = Infer<typeof sepaBatchListSchema>;

export const getBatches = (query: Record<string, string | number>) => apiClient.get<BatchList>('/sepa/batches', { query });

export const batchesQueryOptions = (query: Record<string, string | number>) =>
  queryOptions({ queryKey: sepaKeys.batches(query), queryFn: () => getBatches(query), placeholderData: keepPreviousData });

export function useBatches(query: Record<string, string | number>) {
  return useQuery(batchesQueryOptions(query));
}

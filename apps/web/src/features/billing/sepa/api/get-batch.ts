import type { SepaBatchDetail } from '@veloport/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { sepaKeys } from '@/features/billing/sepa/api/sepa-keys';
import { apiClient } from '@/lib/api-client';

export type { SepaBatchDetail };

export const getBatch = (id: number) => apiClient.get<SepaBatchDetail>(`/sepa/batches/${id}`);

export const batchQueryOptions = (id: number | null) =>
  queryOptions({ queryKey: sepaKeys.batch(id), queryFn: () => getBatch(id!), enabled: id !== null });

export function useBatch(id: number | null) {
  return useQuery(batchQueryOptions(id));
}

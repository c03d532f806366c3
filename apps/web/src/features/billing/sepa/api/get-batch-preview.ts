import type { SepaBatchPreview } from '@veloport/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { sepaKeys } from '@/features/billing/sepa/api/sepa-keys';
import { apiClient } from '@/lib/api-client';

export type { SepaBatchPreview };

export const getBatchPreview = (collectionDate: string) =>
  apiClient.get<SepaBatchPreview>('/sepa/batches/preview', { query: { collectionDate } });

/** The bills a batch would collect on the date chosen, and their total. */
export const batchPreviewQueryOptions = (collectionDate: string) =>
  queryOptions({
    queryKey: sepaKeys.preview(collectionDate),
    queryFn: () => getBatchPreview(collectionDate),
    enabled: /^\d{4}-\d{2}-\d{2}$/.test(collectionDate),
  });

export function useBatchPreview(collectionDate: string) {
  return useQuery(batchPreviewQueryOptions(collectionDate));
}

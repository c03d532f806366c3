import type { RefundBatchDetail } from '@veloport/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { refundsKeys } from '@/features/billing/refunds/api/refunds-keys';
import { apiClient, downloadFile } from '@/lib/api-client';

export type { RefundBatchDetail };

export const getRefundBatch = (id: number) => apiClient.get<RefundBatchDetail>(`/refunds/batches/${id}`);

/** A pain.001 file's batch and its refunds. */
export const refundBatchQueryOptions = (id: number | null) =>
  queryOptions({ queryKey: refundsKeys.batch(id), queryFn: () => getRefundBatch(id!), enabled: id !== null });

export function useRefundBatch(id: number | null) {
  return useQuery(refundBatchQueryOptions(id));
}

/** Downloads a batch's pain.001 file; fetched so that a 422 shows its message instead of saving an error as a file. */
export async function downloadBatchXml(id: number, filename: string): Promise<void> {
  return downloadFile(`/refunds/batches/${id}/xml`, filename);
}

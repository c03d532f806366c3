import type { RefundBatchDetail, refundListSchema } from '@veloport/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient, downloadFile } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export type RefundList = Infer<typeof refundListSchema>;
export type { RefundBatchDetail };

/** The staff list of refunds with its filters, sort and page (decision 065). */
export function useRefunds(query: Record<string, string | number>) {
  return useQuery({
    queryKey: ['refunds', 'list', query],
    queryFn: () => apiClient.get<RefundList>('/refunds', { query }),
    placeholderData: keepPreviousData,
  });
}

/** A pain.001 file's batch and its refunds. */
export function useRefundBatch(id: number | null) {
  return useQuery({
    queryKey: ['refunds', 'batches', id],
    queryFn: () => apiClient.get<RefundBatchDetail>(`/refunds/batches/${id}`),
    enabled: id !== null,
  });
}

/** Downloads a batch's pain.001 file; fetched so that a 422 shows its message instead of saving an error as a file. */
export async function downloadBatchXml(id: number, filename: string): Promise<void> {
  return downloadFile(`/refunds/batches/${id}/xml`, filename);
}

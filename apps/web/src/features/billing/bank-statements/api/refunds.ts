import type { RefundBatch, refundBatchListSchema, refundListSchema } from '@veloport/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, downloadFile } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export type RefundList = Infer<typeof refundListSchema>;
export type RefundBatchList = Infer<typeof refundBatchListSchema>;

/** Refunds by transfer not yet in a file (decision 061). */
export function usePendingRefunds() {
  return useQuery({
    queryKey: ['refunds', 'pending'],
    queryFn: () => apiClient.get<RefundList>('/refunds', { query: { status: 'pending', perPage: 100 } }),
  });
}

export function useRefundBatches() {
  return useQuery({
    queryKey: ['refunds', 'batches'],
    queryFn: () => apiClient.get<RefundBatchList>('/refunds/batches', { query: { perPage: 10 } }),
  });
}

/** Puts every pending refund by transfer in one pain.001 file paid on the date given. */
export function useCreateRefundBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (executionDate: string) => apiClient.post<RefundBatch>('/refunds/batches', { executionDate }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['refunds'] }),
  });
}

/** Downloads a batch's pain.001 file; fetched so that a 422 shows its message instead of saving an error as a file. */
export async function downloadRefundXml(id: number, filename: string): Promise<void> {
  return downloadFile(`/refunds/batches/${id}/xml`, filename);
}

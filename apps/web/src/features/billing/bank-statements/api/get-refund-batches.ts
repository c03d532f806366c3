import type { refundBatchListSchema } from '@veloport/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { bankStatementsKeys } from '@/features/billing/bank-statements/api/bank-statements-keys';
import { apiClient, downloadFile } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export type RefundBatchList = Infer<typeof refundBatchListSchema>;

export const getRefundBatches = () => apiClient.get<RefundBatchList>('/refunds/batches', { query: { perPage: 10 } });

export const refundBatchesQueryOptions = () => queryOptions({ queryKey: bankStatementsKeys.refundBatches(), queryFn: getRefundBatches });

export function useRefundBatches() {
  return useQuery(refundBatchesQueryOptions());
}

/** Downloads a batch's pain.001 file; fetched so that a 422 shows its message instead of saving an error as a file. */
export async function downloadRefundXml(id: number, filename: string): Promise<void> {
  return downloadFile(`/refunds/batches/${id}/xml`, filename);
}

import type { RefundBatch } from '@veloport/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bankStatementsKeys } from '@/features/billing/bank-statements/api/bank-statements-keys';
import { apiClient } from '@/lib/api-client';

/** Puts every pending refund by transfer in one pain.001 file paid on the date given. */
export const createRefundBatch = (executionDate: string) => apiClient.post<RefundBatch>('/refunds/batches', { executionDate });

export function useCreateRefundBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRefundBatch,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: bankStatementsKeys.refunds }),
  });
}

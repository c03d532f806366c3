import type { refundListSchema } from '@veloport/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { bankStatementsKeys } from '@/features/billing/bank-statements/api/bank-statements-keys';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export type RefundList = Infer<typeof refundListSchema>;

export const getPendingRefunds = () => apiClient.get<RefundList>('/refunds', { query: { status: 'pending', perPage: 100 } });

/** Refunds by transfer not yet in a file (decision 061). */
export const pendingRefundsQueryOptions = () => queryOptions({ queryKey: bankStatementsKeys.pendingRefunds(), queryFn: getPendingRefunds });

export function usePendingRefunds() {
  return useQuery(pendingRefundsQueryOptions());
}

import type { refundListSchema } from '@veloport/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { refundsKeys } from '@/features/billing/refunds/api/refunds-keys';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export type RefundList = Infer<typeof refundListSchema>;

export const getRefunds = (query: Record<string, string | number>) => apiClient.get<RefundList>('/refunds', { query });

/** The staff list of refunds with its filters, sort and page (decision 065). */
export const refundsQueryOptions = (query: Record<string, string | number>) =>
  queryOptions({ queryKey: refundsKeys.list(query), queryFn: () => getRefunds(query), placeholderData: keepPreviousData });

export function useRefunds(query: Record<string, string | number>) {
  return useQuery(refundsQueryOptions(query));
}

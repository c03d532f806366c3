import type { insuranceFollowUpListSchema } from '@veloport/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { insuranceKeys } from '@/features/billing/insurance-follow-ups/api/insurance-keys';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export type FollowUpList = Infer<typeof insuranceFollowUpListSchema>;

export const getFollowUps = (query: Record<string, string | number>) => apiClient.get<FollowUpList>('/insurance-follow-ups', { query });

export const followUpsQueryOptions = (query: Record<string, string | number>) =>
  queryOptions({ queryKey: insuranceKeys.list(query), queryFn: () => getFollowUps(query), placeholderData: keepPreviousData });

export function useFollowUps(query: Record<string, string | number>) {
  return useQuery(followUpsQueryOptions(query));
}

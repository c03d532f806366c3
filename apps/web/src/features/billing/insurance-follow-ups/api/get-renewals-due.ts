import type { renewalDueListSchema } from '@veloport/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { insuranceKeys } from '@/features/billing/insurance-follow-ups/api/insurance-keys';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export type RenewalDueList = Infer<typeof renewalDueListSchema>;

export const getRenewalsDue = () => apiClient.get<RenewalDueList>('/insurance-follow-ups/renewals-due');

export const renewalsDueQueryOptions = () => queryOptions({ queryKey: insuranceKeys.renewalsDue(), queryFn: getRenewalsDue });

export function useRenewalsDue() {
  return useQuery(renewalsDueQueryOptions());
}

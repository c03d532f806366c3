import type { InsuranceFollowUpDetail } from '@veloport/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { insuranceKeys } from '@/features/billing/insurance-follow-ups/api/insurance-keys';
import { apiClient } from '@/lib/api-client';

export type { InsuranceFollowUpDetail };

export const getFollowUp = (id: number) => apiClient.get<InsuranceFollowUpDetail>(`/insurance-follow-ups/${id}`);

export const followUpQueryOptions = (id: number) =>
  queryOptions({ queryKey: insuranceKeys.followUp(id), queryFn: () => getFollowUp(id), enabled: Number.isInteger(id) && id > 0 });

export function useFollowUp(id: number) {
  return useQuery(followUpQueryOptions(id));
}

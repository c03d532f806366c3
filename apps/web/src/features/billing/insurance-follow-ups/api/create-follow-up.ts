import type { InsuranceFollowUpDetail, InsuranceInput } from '@veloport/domain';
import { useMutation } from '@tanstack/react-query';
import { useFollowUpSaved } from '@/features/billing/insurance-follow-ups/api/use-follow-up-saved';
import { apiClient } from '@/lib/api-client';

export const createFollowUp = (input: InsuranceInput) => apiClient.post<InsuranceFollowUpDetail>('/insurance-follow-ups', input);

export function useCreateFollowUp() {
  const saved = useFollowUpSaved();
  return useMutation({ mutationFn: createFollowUp, onSuccess: saved });
}

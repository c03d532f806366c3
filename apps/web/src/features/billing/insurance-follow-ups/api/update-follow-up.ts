import type { InsuranceFollowUpDetail, InsurancePatch } from '@veloport/domain';
import { useMutation } from '@tanstack/react-query';
import { useFollowUpSaved } from '@/features/billing/insurance-follow-ups/api/use-follow-up-saved';
import { apiClient } from '@/lib/api-client';

export const updateFollowUp = (id: number, input: InsurancePatch) =>
  apiClient.patch<InsuranceFollowUpDetail>(`/insurance-follow-ups/${id}`, input);

export function useUpdateFollowUp(id: number) {
  const saved = useFollowUpSaved();
  return useMutation({ mutationFn: (input: InsurancePatch) => updateFollowUp(id, input), onSuccess: saved });
}

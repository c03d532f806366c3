import type { InsuranceFollowUpDetail, InsuranceStatus } from '@veloport/domain';
import { useMutation } from '@tanstack/react-query';
import { useFollowUpSaved } from '@/features/billing/insurance-follow-ups/api/use-follow-up-saved';
import { apiClient } from '@/lib/api-client';

export type TransitionBody = { status: InsuranceStatus; amountPaidCents?: number; note: string | null };

/** Moves a follow-up to its next status. */
export const moveFollowUp = (id: number, body: TransitionBody) =>
  apiClient.post<InsuranceFollowUpDetail>(`/insurance-follow-ups/${id}/transitions`, body);

export function useMoveFollowUp(id: number) {
  const saved = useFollowUpSaved();
  return useMutation({ mutationFn: (body: TransitionBody) => moveFollowUp(id, body), onSuccess: saved });
}

import { useMutation } from '@tanstack/react-query';
import type { ConfirmEmailResponse } from '@veloport/domain';
import { apiClient } from '@/lib/api-client';

/** Approves, signed in, a change of my address someone else asked for; the new address then gets its link (decision 070). */
export const approveEmailChange = (): Promise<ConfirmEmailResponse> => apiClient.post<ConfirmEmailResponse>('/me/email-change/approve');

export function useApproveEmailChange() {
  return useMutation({ mutationFn: approveEmailChange });
}

import { useMutation } from '@tanstack/react-query';
import type { ConfirmEmailResponse } from '@veloport/domain';
import { apiClient } from '@/lib/api-client';

/** Cancels the pending change of my address (decision 070). */
export const cancelEmailChange = (): Promise<ConfirmEmailResponse> => apiClient.post<ConfirmEmailResponse>('/me/email-change/cancel');

export function useCancelEmailChange() {
  return useMutation({ mutationFn: cancelEmailChange });
}

import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** Sends the set-password link again (409 password_already_set once the user has chosen one). */
export const resendInvitation = (id: number): Promise<void> => apiClient.post<void>(`/users/${id}/invitation`);

export function useResendInvitation() {
  return useMutation({ mutationFn: resendInvitation });
}

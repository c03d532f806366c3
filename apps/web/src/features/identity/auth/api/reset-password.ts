import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export type ResetPasswordRequest = { token: string; password: string; passwordConfirmation: string };

export const resetPassword = (request: ResetPasswordRequest): Promise<void> => apiClient.post<void>('/auth/reset-password', request);

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}

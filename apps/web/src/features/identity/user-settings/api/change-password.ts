import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export type ChangePasswordRequest = { currentPassword: string; password: string; passwordConfirmation: string };

export const changePassword = (request: ChangePasswordRequest): Promise<void> => apiClient.post<void>('/me/password', request);

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}

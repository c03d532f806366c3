import type { Locale } from '@veloport/domain';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export type ForgotPasswordRequest = { email: string; locale: Locale };

export const forgotPassword = (request: ForgotPasswordRequest): Promise<void> => apiClient.post<void>('/auth/forgot-password', request);

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}

import type { Locale } from '@veloport/domain';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export type SetPasswordLinkRequest = { email: string; locale: Locale };

export const requestSetPasswordLink = (request: SetPasswordLinkRequest): Promise<void> =>
  apiClient.post<void>('/auth/set-password-link', request);

export function useRequestSetPasswordLink() {
  return useMutation({ mutationFn: requestSetPasswordLink });
}

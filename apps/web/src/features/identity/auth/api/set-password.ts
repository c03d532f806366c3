import { useMutation } from '@tanstack/react-query';
import type { userResponseSchema } from '@veloport/domain';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export type SetPasswordRequest = { email: string; token: string; password: string; passwordConfirmation: string };

export const setPassword = (request: SetPasswordRequest): Promise<Infer<typeof userResponseSchema>> =>
  apiClient.post<Infer<typeof userResponseSchema>>('/auth/set-password', request);

export function useSetPassword() {
  return useMutation({ mutationFn: setPassword });
}

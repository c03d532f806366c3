import type { RegisterRequest, RegisterResponse } from '@veloport/domain';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export const register = (request: RegisterRequest): Promise<RegisterResponse> =>
  apiClient.post<RegisterResponse>('/auth/register', request);

export function useRegister() {
  return useMutation({ mutationFn: register });
}

import { useMutation } from '@tanstack/react-query';
import type { LoginRequest, userResponseSchema } from '@veloport/domain';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export type UserResponse = Infer<typeof userResponseSchema>;

export const login = (credentials: LoginRequest): Promise<UserResponse> => apiClient.post<UserResponse>('/auth/login', credentials);

export function useLogin() {
  return useMutation({ mutationFn: login });
}

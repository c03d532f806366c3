import { useMutation } from '@tanstack/react-query';
import type { UpdateProfileRequest, userResponseSchema } from '@veloport/domain';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export const updateProfile = (request: UpdateProfileRequest): Promise<Infer<typeof userResponseSchema>> =>
  apiClient.put<Infer<typeof userResponseSchema>>('/me', request);

export function useUpdateProfile() {
  return useMutation({ mutationFn: updateProfile });
}

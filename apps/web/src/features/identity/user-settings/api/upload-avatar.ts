import { useMutation } from '@tanstack/react-query';
import type { userResponseSchema } from '@veloport/domain';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export const uploadAvatar = (file: File): Promise<Infer<typeof userResponseSchema>> => {
  const body = new FormData();
  body.append('file', file);
  return apiClient.post<Infer<typeof userResponseSchema>>('/me/avatar', body);
};

export function useUploadAvatar() {
  return useMutation({ mutationFn: uploadAvatar });
}

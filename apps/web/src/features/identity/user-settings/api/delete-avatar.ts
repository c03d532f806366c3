import { useMutation } from '@tanstack/react-query';
import type { userResponseSchema } from '@veloport/domain';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export const deleteAvatar = (): Promise<Infer<typeof userResponseSchema>> =>
  apiClient.delete<Infer<typeof userResponseSchema>>('/me/avatar');

export function useDeleteAvatar() {
  return useMutation({ mutationFn: deleteAvatar });
}

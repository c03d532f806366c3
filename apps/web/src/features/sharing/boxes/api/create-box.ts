import type { BoxDetail, BoxInput } from '@veloport/domain';
import { useMutation } from '@tanstack/react-query';
import { useBoxSaved } from '@/features/sharing/boxes/api/use-box-saved';
import { apiClient } from '@/lib/api-client';

export type BoxBody = Omit<BoxInput, 'adapter'> & { adapter?: BoxInput['adapter'] };

export const createBox = (body: BoxBody) => apiClient.post<BoxDetail>('/boxes', body);

export function useCreateBox() {
  const saved = useBoxSaved();
  return useMutation({ mutationFn: createBox, onSuccess: saved });
}

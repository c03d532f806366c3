import type { BoxDetail } from '@veloport/domain';
import { useMutation } from '@tanstack/react-query';
import type { BoxBody } from '@/features/sharing/boxes/api/create-box';
import { useBoxSaved } from '@/features/sharing/boxes/api/use-box-saved';
import { apiClient } from '@/lib/api-client';

export const updateBox = (id: number, body: BoxBody) => apiClient.put<BoxDetail>(`/boxes/${id}`, body);

export function useUpdateBox(id: number) {
  const saved = useBoxSaved();
  return useMutation({ mutationFn: (body: BoxBody) => updateBox(id, body), onSuccess: saved });
}

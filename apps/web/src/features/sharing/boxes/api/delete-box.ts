import { useMutation } from '@tanstack/react-query';
import { useBoxSaved } from '@/features/sharing/boxes/api/use-box-saved';
import { apiClient } from '@/lib/api-client';

export const deleteBox = (id: number) => apiClient.delete<void>(`/boxes/${id}`);

export function useDeleteBox(id: number) {
  const saved = useBoxSaved();
  return useMutation({ mutationFn: () => deleteBox(id), onSuccess: () => saved() });
}

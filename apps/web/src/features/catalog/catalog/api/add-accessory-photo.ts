import type { Accessory } from '@veloport/domain';
import { useMutation } from '@tanstack/react-query';
import { useAccessorySaved } from '@/features/catalog/catalog/api/use-accessory-saved';
import { apiClient } from '@/lib/api-client';

export const addAccessoryPhoto = ({ id, file }: { id: number; file: File }): Promise<Accessory> => {
  const body = new FormData();
  body.append('file', file);
  return apiClient.post<{ accessory: Accessory }>(`/catalog/accessories/${id}/photos`, body).then((r) => r.accessory);
};

export function useAddAccessoryPhoto() {
  const saved = useAccessorySaved();
  return useMutation({ mutationFn: addAccessoryPhoto, onSuccess: saved });
}

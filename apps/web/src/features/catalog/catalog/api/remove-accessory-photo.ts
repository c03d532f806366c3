import type { Accessory } from '@veloport/domain';
import { useMutation } from '@tanstack/react-query';
import { useAccessorySaved } from '@/features/catalog/catalog/api/use-accessory-saved';
import { apiClient } from '@/lib/api-client';

export const removeAccessoryPhoto = ({ id, index }: { id: number; index: number }): Promise<Accessory> =>
  apiClient.delete<{ accessory: Accessory }>(`/catalog/accessories/${id}/photos/${index}`).then((r) => r.accessory);

export function useRemoveAccessoryPhoto() {
  const saved = useAccessorySaved();
  return useMutation({ mutationFn: removeAccessoryPhoto, onSuccess: saved });
}

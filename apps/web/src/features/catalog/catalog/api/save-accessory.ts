import type { Accessory, AccessoryInput } from '@veloport/domain';
import { useMutation } from '@tanstack/react-query';
import { useAccessorySaved } from '@/features/catalog/catalog/api/use-accessory-saved';
import { apiClient } from '@/lib/api-client';

export const saveAccessory = ({ id, input }: { id?: number; input: AccessoryInput }): Promise<Accessory> =>
  (id
    ? apiClient.put<{ accessory: Accessory }>(`/catalog/accessories/${id}`, input)
    : apiClient.post<{ accessory: Accessory }>('/catalog/accessories', input)
  ).then((r) => r.accessory);

export function useSaveAccessory() {
  const saved = useAccessorySaved();
  return useMutation({ mutationFn: saveAccessory, onSuccess: saved });
}

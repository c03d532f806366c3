import type { Accessory, AccessoryInput, accessoryListSchema, mergeAccessoryResponseSchema } from '@veloport/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export type AccessoryList = Infer<typeof accessoryListSchema>;
export type MergeResult = Infer<typeof mergeAccessoryResponseSchema>;

export function useAccessories(query: Record<string, string | number>, enabled = true) {
  return useQuery({
    queryKey: ['catalog', 'accessories', 'list', query],
    queryFn: () => apiClient.get<AccessoryList>('/catalog/accessories', { query }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useAccessory(id: number) {
  return useQuery({
    queryKey: ['catalog', 'accessories', id],
    queryFn: () => apiClient.get<{ accessory: Accessory }>(`/catalog/accessories/${id}`).then((r) => r.accessory),
    enabled: Number.isInteger(id) && id > 0,
  });
}

function useSaved() {
  const queryClient = useQueryClient();
  return (accessory: Accessory) => {
    queryClient.setQueryData(['catalog', 'accessories', accessory.id], accessory);
    void queryClient.invalidateQueries({ queryKey: ['catalog', 'accessories', 'list'] });
  };
}

export const saveAccessory = ({ id, input }: { id?: number; input: AccessoryInput }): Promise<Accessory> =>
  (id
    ? apiClient.put<{ accessory: Accessory }>(`/catalog/accessories/${id}`, input)
    : apiClient.post<{ accessory: Accessory }>('/catalog/accessories', input)
  ).then((r) => r.accessory);

export function useSaveAccessory() {
  const saved = useSaved();
  return useMutation({ mutationFn: saveAccessory, onSuccess: saved });
}

export const mergeAccessory = ({ id, duplicateId }: { id: number; duplicateId: number }): Promise<MergeResult> =>
  apiClient.post<MergeResult>(`/catalog/accessories/${id}/merge`, { duplicateId });

export function useMergeAccessory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: mergeAccessory,
    onSuccess: (result) => {
      queryClient.setQueryData(['catalog', 'accessories', result.accessory.id], result.accessory);
      queryClient.removeQueries({ queryKey: ['catalog', 'accessories', result.merged.duplicateId] });
      void queryClient.invalidateQueries({ queryKey: ['catalog', 'accessories', 'list'] });
    },
  });
}

export const addAccessoryPhoto = ({ id, file }: { id: number; file: File }): Promise<Accessory> => {
  const body = new FormData();
  body.append('file', file);
  return apiClient.post<{ accessory: Accessory }>(`/catalog/accessories/${id}/photos`, body).then((r) => r.accessory);
};

export function useAddAccessoryPhoto() {
  const saved = useSaved();
  return useMutation({ mutationFn: addAccessoryPhoto, onSuccess: saved });
}

export const removeAccessoryPhoto = ({ id, index }: { id: number; index: number }): Promise<Accessory> =>
  apiClient.delete<{ accessory: Accessory }>(`/catalog/accessories/${id}/photos/${index}`).then((r) => r.accessory);

export function useRemoveAccessoryPhoto() {
  const saved = useSaved();
  return useMutation({ mutationFn: removeAccessoryPhoto, onSuccess: saved });
}

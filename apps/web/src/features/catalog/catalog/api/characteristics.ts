import type { Characteristic, CharacteristicInput } from '@veloport/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

const KEY = ['catalog', 'characteristics'];

export const getCharacteristics = (): Promise<Characteristic[]> =>
  apiClient.get<{ data: Characteristic[] }>('/catalog/characteristics').then((r) => r.data);

export function useCharacteristics() {
  return useQuery({ queryKey: KEY, queryFn: getCharacteristics });
}

function useInvalidate() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: KEY });
}

export const saveCharacteristic = ({ id, input }: { id?: number; input: CharacteristicInput }): Promise<Characteristic> =>
  (id
    ? apiClient.put<{ characteristic: Characteristic }>(`/catalog/characteristics/${id}`, input)
    : apiClient.post<{ characteristic: Characteristic }>('/catalog/characteristics', input)
  ).then((r) => r.characteristic);

export function useSaveCharacteristic() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: saveCharacteristic, onSuccess: invalidate });
}

export const deleteCharacteristic = (id: number): Promise<void> => apiClient.delete<void>(`/catalog/characteristics/${id}`);

export function useDeleteCharacteristic() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: deleteCharacteristic, onSuccess: invalidate });
}

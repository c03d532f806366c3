import { useMutation } from '@tanstack/react-query';
import { useCharacteristicsChanged } from '@/features/catalog/catalog/api/use-characteristics-changed';
import { apiClient } from '@/lib/api-client';

export const deleteCharacteristic = (id: number): Promise<void> => apiClient.delete<void>(`/catalog/characteristics/${id}`);

export function useDeleteCharacteristic() {
  const changed = useCharacteristicsChanged();
  return useMutation({ mutationFn: deleteCharacteristic, onSuccess: changed });
}

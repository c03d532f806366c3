import type { Characteristic, CharacteristicInput } from '@veloport/domain';
import { useMutation } from '@tanstack/react-query';
import { useCharacteristicsChanged } from '@/features/catalog/catalog/api/use-characteristics-changed';
import { apiClient } from '@/lib/api-client';

export const saveCharacteristic = ({ id, input }: { id?: number; input: CharacteristicInput }): Promise<Characteristic> =>
  (id
    ? apiClient.put<{ characteristic: Characteristic }>(`/catalog/characteristics/${id}`, input)
    : apiClient.post<{ characteristic: Characteristic }>('/catalog/characteristics', input)
  ).then((r) => r.characteristic);

export function useSaveCharacteristic() {
  const changed = useCharacteristicsChanged();
  return useMutation({ mutationFn: saveCharacteristic, onSuccess: changed });
}

import type { UsedBikeInput } from '@veloport/domain';
import { useMutation } from '@tanstack/react-query';
import type { UsedBike } from '@/features/stock/used-bikes/api/get-used-bike';
import { useUsedBikeSaved } from '@/features/stock/used-bikes/api/use-used-bike-saved';
import { apiClient } from '@/lib/api-client';

export const saveUsedBike = ({ id, input }: { id?: number; input: UsedBikeInput }): Promise<UsedBike> =>
  (id
    ? apiClient.put<{ usedBike: UsedBike }>(`/used-bikes/${id}`, input)
    : apiClient.post<{ usedBike: UsedBike }>('/used-bikes', input)
  ).then((r) => r.usedBike);

export function useSaveUsedBike() {
  const saved = useUsedBikeSaved();
  return useMutation({ mutationFn: saveUsedBike, onSuccess: saved });
}

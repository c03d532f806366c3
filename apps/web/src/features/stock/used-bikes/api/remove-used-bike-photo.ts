import { useMutation } from '@tanstack/react-query';
import type { UsedBike } from '@/features/stock/used-bikes/api/get-used-bike';
import { useUsedBikeSaved } from '@/features/stock/used-bikes/api/use-used-bike-saved';
import { apiClient } from '@/lib/api-client';

export const removeUsedBikePhoto = ({ id, index }: { id: number; index: number }): Promise<UsedBike> =>
  apiClient.delete<{ usedBike: UsedBike }>(`/used-bikes/${id}/photos/${index}`).then((r) => r.usedBike);

export function useRemoveUsedBikePhoto() {
  const saved = useUsedBikeSaved();
  return useMutation({ mutationFn: removeUsedBikePhoto, onSuccess: saved });
}

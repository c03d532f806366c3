import { useMutation } from '@tanstack/react-query';
import type { UsedBike } from '@/features/stock/used-bikes/api/get-used-bike';
import { useUsedBikeSaved } from '@/features/stock/used-bikes/api/use-used-bike-saved';
import { apiClient } from '@/lib/api-client';

export const addUsedBikePhoto = ({ id, file }: { id: number; file: File }): Promise<UsedBike> => {
  const body = new FormData();
  body.append('file', file);
  return apiClient.post<{ usedBike: UsedBike }>(`/used-bikes/${id}/photos`, body).then((r) => r.usedBike);
};

export function useAddUsedBikePhoto() {
  const saved = useUsedBikeSaved();
  return useMutation({ mutationFn: addUsedBikePhoto, onSuccess: saved });
}

import type { BikeModel } from '@veloport/domain';
import { useMutation } from '@tanstack/react-query';
import { useModelSaved } from '@/features/catalog/catalog/api/use-model-saved';
import { apiClient } from '@/lib/api-client';

export const removeBikeModelPhoto = ({ id, index }: { id: number; index: number }): Promise<BikeModel> =>
  apiClient.delete<{ model: BikeModel }>(`/catalog/bikes/${id}/photos/${index}`).then((r) => r.model);

export function useRemoveBikeModelPhoto() {
  const saved = useModelSaved();
  return useMutation({ mutationFn: removeBikeModelPhoto, onSuccess: saved });
}

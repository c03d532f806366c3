import type { BikeModel } from '@veloport/domain';
import { useMutation } from '@tanstack/react-query';
import { useModelSaved } from '@/features/catalog/catalog/api/use-model-saved';
import { apiClient } from '@/lib/api-client';

export const addBikeModelPhoto = ({ id, file }: { id: number; file: File }): Promise<BikeModel> => {
  const body = new FormData();
  body.append('file', file);
  return apiClient.post<{ model: BikeModel }>(`/catalog/bikes/${id}/photos`, body).then((r) => r.model);
};

export function useAddBikeModelPhoto() {
  const saved = useModelSaved();
  return useMutation({ mutationFn: addBikeModelPhoto, onSuccess: saved });
}

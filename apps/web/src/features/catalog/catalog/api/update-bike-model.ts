import type { BikeModel, BikeModelInput } from '@veloport/domain';
import { useMutation } from '@tanstack/react-query';
import { useModelSaved } from '@/features/catalog/catalog/api/use-model-saved';
import { apiClient } from '@/lib/api-client';

export const updateBikeModel = ({ id, input }: { id: number; input: BikeModelInput }): Promise<BikeModel> =>
  apiClient.put<{ model: BikeModel }>(`/catalog/bikes/${id}`, input).then((r) => r.model);

export function useUpdateBikeModel() {
  const saved = useModelSaved();
  return useMutation({ mutationFn: updateBikeModel, onSuccess: saved });
}

import type { BikeModel, BikeModelInput } from '@veloport/domain';
import { useMutation } from '@tanstack/react-query';
import { useModelSaved } from '@/features/catalog/catalog/api/use-model-saved';
import { apiClient } from '@/lib/api-client';

export const createBikeModel = (input: BikeModelInput): Promise<BikeModel> =>
  apiClient.post<{ model: BikeModel }>('/catalog/bikes', input).then((r) => r.model);

export function useCreateBikeModel() {
  const saved = useModelSaved();
  return useMutation({ mutationFn: createBikeModel, onSuccess: saved });
}

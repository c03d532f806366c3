import type { BikeModel } from '@veloport/domain';
import { useMutation } from '@tanstack/react-query';
import { useModelSaved } from '@/features/catalog/catalog/api/use-model-saved';
import { apiClient } from '@/lib/api-client';

export const setBikeModelAvailability = ({ id, available }: { id: number; available: boolean }): Promise<BikeModel> =>
  apiClient.post<{ model: BikeModel }>(`/catalog/bikes/${id}/availability`, { available }).then((r) => r.model);

export function useSetBikeModelAvailability() {
  const saved = useModelSaved();
  return useMutation({ mutationFn: setBikeModelAvailability, onSuccess: saved });
}

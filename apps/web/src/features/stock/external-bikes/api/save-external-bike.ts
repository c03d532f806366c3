import type { ExternalBikeInput } from '@veloport/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ExternalBike } from '@/features/stock/external-bikes/api/get-external-bike';
import { externalBikesKeys } from '@/features/stock/external-bikes/api/external-bikes-keys';
import { apiClient } from '@/lib/api-client';

export const saveExternalBike = ({ id, input }: { id?: number; input: ExternalBikeInput }) =>
  (id
    ? apiClient.put<{ bike: ExternalBike }>(`/external-bikes/${id}`, input)
    : apiClient.post<{ bike: ExternalBike }>('/external-bikes', input)
  ).then((r) => r.bike);

export function useSaveExternalBike() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveExternalBike,
    onSuccess: (bike) => {
      queryClient.setQueryData(externalBikesKeys.bike(bike.id), bike);
      void queryClient.invalidateQueries({ queryKey: externalBikesKeys.lists() });
    },
  });
}

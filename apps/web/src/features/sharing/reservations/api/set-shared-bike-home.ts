import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reservationsKeys } from '@/features/sharing/reservations/api/reservations-keys';
import { apiClient } from '@/lib/api-client';

export const setSharedBikeHome = ({ bikeId, buildingId }: { bikeId: number; buildingId: number | null }) =>
  apiClient.put<{ bikeId: number; buildingId: number | null }>(`/shared-bikes/${bikeId}/building`, { buildingId });

export function useSetSharedBikeHome() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setSharedBikeHome,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: reservationsKeys.sharedBikes }),
  });
}

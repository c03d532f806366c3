import type { TourDetail } from '@veloport/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toursKeys } from '@/features/workshop/tours/api/tours-keys';
import { useTourSaved } from '@/features/workshop/tours/api/use-tour-saved';
import { apiClient } from '@/lib/api-client';

export const confirmTour = (id: number) => apiClient.post<TourDetail>(`/tours/${id}/confirm`, {});

export function useConfirmTour(id: number) {
  const saved = useTourSaved();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => confirmTour(id),
    onSuccess: (tour) => {
      saved(tour);
      // Confirming dated the requests (decision 035).
      void queryClient.invalidateQueries({ queryKey: toursKeys.maintenanceRequests });
    },
  });
}

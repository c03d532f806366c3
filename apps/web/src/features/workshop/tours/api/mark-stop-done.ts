import type { TourDetail } from '@veloport/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toursKeys } from '@/features/workshop/tours/api/tours-keys';
import { apiClient } from '@/lib/api-client';

export const markStopDone = ({ tourId, stopId, clientActionId }: { tourId: number; stopId: number; clientActionId: string }) =>
  apiClient.post<TourDetail>(`/tours/${tourId}/stops/${stopId}/done`, { clientActionId });

export function useMarkStopDone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markStopDone,
    onSuccess: (tour) => {
      queryClient.setQueryData(toursKeys.tour(tour.id), tour);
      void queryClient.invalidateQueries({ queryKey: toursKeys.mine() });
    },
  });
}

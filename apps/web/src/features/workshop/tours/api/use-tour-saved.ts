import type { TourDetail } from '@veloport/domain';
import { useQueryClient } from '@tanstack/react-query';
import { toursKeys } from '@/features/workshop/tours/api/tours-keys';

/** Keeps the tour just answered by the API and refreshes the lists. */
export function useTourSaved() {
  const queryClient = useQueryClient();
  return (tour: TourDetail) => {
    queryClient.setQueryData(toursKeys.tour(tour.id), tour);
    void queryClient.invalidateQueries({ queryKey: toursKeys.lists() });
    void queryClient.invalidateQueries({ queryKey: toursKeys.requests() });
  };
}

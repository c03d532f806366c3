import type { TourDetail } from '@veloport/domain';
import { useQueryClient } from '@tanstack/react-query';
import { toursKeys } from '@/features/workshop/tours/api/tours-keys';
import { useTourSaved } from '@/features/workshop/tours/api/use-tour-saved';

/** A visit leaves the tour or the tour is cancelled: the requests' dates changed too. */
export function useTourChanged() {
  const saved = useTourSaved();
  const queryClient = useQueryClient();
  return (tour: TourDetail) => {
    saved(tour);
    void queryClient.invalidateQueries({ queryKey: toursKeys.visits() });
    void queryClient.invalidateQueries({ queryKey: toursKeys.maintenanceRequests });
  };
}

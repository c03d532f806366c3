import type { Reservation } from '@veloport/domain';
import { useQueryClient } from '@tanstack/react-query';
import { reservationsKeys } from '@/features/sharing/reservations/api/reservations-keys';

/** Keeps the reservation the API answered, and refreshes the lists and what the shared bikes show (free bikes, counters). */
export function useReservationsChanged() {
  const queryClient = useQueryClient();
  return (reservation?: Reservation) => {
    if (reservation) queryClient.setQueryData(reservationsKeys.reservation(reservation.id), reservation);
    void queryClient.invalidateQueries({ queryKey: reservationsKeys.lists() });
    void queryClient.invalidateQueries({ queryKey: reservationsKeys.sharedBikes });
  };
}

import type { Reservation } from '@veloport/domain';
import { useMutation } from '@tanstack/react-query';
import { useReservationsChanged } from '@/features/sharing/reservations/api/use-reservations-changed';
import { apiClient } from '@/lib/api-client';

export const changeReservationEnd = (id: number, end: string) => apiClient.patch<Reservation>(`/reservations/${id}`, { end });

export function useChangeReservationEnd(id: number) {
  const changed = useReservationsChanged();
  return useMutation({ mutationFn: (end: string) => changeReservationEnd(id, end), onSuccess: changed });
}

import type { Reservation } from '@veloport/domain';
import { useMutation } from '@tanstack/react-query';
import { useReservationsChanged } from '@/features/sharing/reservations/api/use-reservations-changed';
import { apiClient } from '@/lib/api-client';

export const cancelReservation = (id: number) => apiClient.post<Reservation>(`/reservations/${id}/cancel`);

export function useCancelReservation(id: number) {
  const changed = useReservationsChanged();
  return useMutation({ mutationFn: () => cancelReservation(id), onSuccess: changed });
}

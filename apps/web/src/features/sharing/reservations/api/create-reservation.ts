import { useMutation } from '@tanstack/react-query';
import { useReservationsChanged } from '@/features/sharing/reservations/api/use-reservations-changed';
import { apiClient } from '@/lib/api-client';

export type ReservationBody = { bikeId: number; buildingId: number; start: string; end: string; acceptTerms: boolean; userId?: number };

export const createReservation = (body: ReservationBody) => apiClient.post<{ id: number; code: string }>('/reservations', body);

export function useCreateReservation() {
  const changed = useReservationsChanged();
  return useMutation({ mutationFn: createReservation, onSuccess: () => changed() });
}

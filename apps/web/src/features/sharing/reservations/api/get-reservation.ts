import type { Reservation } from '@veloport/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { reservationsKeys } from '@/features/sharing/reservations/api/reservations-keys';
import { apiClient } from '@/lib/api-client';

export type { Reservation };

export const getReservation = (id: number) => apiClient.get<Reservation>(`/reservations/${id}`);

export const reservationQueryOptions = (id: number) =>
  queryOptions({ queryKey: reservationsKeys.reservation(id), queryFn: () => getReservation(id), enabled: Number.isInteger(id) && id > 0 });

export function useReservation(id: number) {
  return useQuery(reservationQueryOptions(id));
}

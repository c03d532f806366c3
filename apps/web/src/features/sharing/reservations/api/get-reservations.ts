import type { reservationListSchema } from '@veloport/domain';
import { queryOptions, useQuery, keepPreviousData } from '@tanstack/react-query';
import { reservationsKeys } from '@/features/sharing/reservations/api/reservations-keys';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export type ReservationList = Infer<typeof reservationListSchema>;

export const getReservations = (query: Record<string, string | number>) => apiClient.get<ReservationList>('/reservations', { query });

export const reservationsQueryOptions = (query: Record<string, string | number>) =>
  queryOptions({ queryKey: reservationsKeys.list(query), queryFn: () => getReservations(query), placeholderData: keepPreviousData });

export function useReservations(query: Record<string, string | number>) {
  return useQuery(reservationsQueryOptions(query));
}

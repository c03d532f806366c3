import type { availabilitySchema, Reservation, reservationListSchema, SharedBikeUsage, sharedBikeQuizResultSchema, sharedBikeQuizSchema, sharedBuildingListSchema } from '@veloport/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export type { Reservation, SharedBikeUsage };
export type SharedBuildings = Infer<typeof sharedBuildingListSchema>;
export type Availability = Infer<typeof availabilitySchema>;
export type ReservationList = Infer<typeof reservationListSchema>;
export type ReservationBody = { bikeId: number; buildingId: number; start: string; end: string; acceptTerms: boolean };

export function useSharedBuildings() {
  return useQuery({ queryKey: ['shared-bikes', 'buildings'], queryFn: () => apiClient.get<SharedBuildings>('/shared-bikes/buildings') });
}

/** The bikes of a building free for the slot; asked only once the slot is complete. */
export function useAvailability(slot: { buildingId: number; start: string; end: string } | null) {
  return useQuery({
    queryKey: ['shared-bikes', 'availability', slot],
    queryFn: () => apiClient.get<Availability>('/shared-bikes/availability', { query: { buildingId: slot!.buildingId, start: slot!.start, end: slot!.end } }),
    enabled: slot !== null,
  });
}

export function useSharedBikeUsage() {
  return useQuery({ queryKey: ['shared-bikes', 'usage'], queryFn: () => apiClient.get<SharedBikeUsage>('/shared-bikes/usage') });
}

export function useReservations(query: Record<string, string | number>) {
  return useQuery({ queryKey: ['reservations', 'list', query], queryFn: () => apiClient.get<ReservationList>('/reservations', { query }), placeholderData: keepPreviousData });
}

export function useReservation(id: number) {
  return useQuery({ queryKey: ['reservations', id], queryFn: () => apiClient.get<Reservation>(`/reservations/${id}`), enabled: Number.isInteger(id) && id > 0 });
}

function useReservationsChanged() {
  const queryClient = useQueryClient();
  return (reservation?: Reservation) => {
    if (reservation) queryClient.setQueryData(['reservations', reservation.id], reservation);
    void queryClient.invalidateQueries({ queryKey: ['reservations', 'list'] });
    void queryClient.invalidateQueries({ queryKey: ['shared-bikes'] });
  };
}

export function useCreateReservation() {
  const changed = useReservationsChanged();
  return useMutation({ mutationFn: (body: ReservationBody) => apiClient.post<{ id: number; code: string }>('/reservations', body), onSuccess: () => changed() });
}

export function useChangeReservationEnd(id: number) {
  const changed = useReservationsChanged();
  return useMutation({ mutationFn: (end: string) => apiClient.patch<Reservation>(`/reservations/${id}`, { end }), onSuccess: changed });
}

export function useCancelReservation(id: number) {
  const changed = useReservationsChanged();
  return useMutation({ mutationFn: () => apiClient.post<Reservation>(`/reservations/${id}/cancel`), onSuccess: changed });
}

export type SharedBikeQuiz = Infer<typeof sharedBikeQuizSchema>;
export type SharedBikeQuizResult = Infer<typeof sharedBikeQuizResultSchema>;

/** The company's quiz, to pass before the first booking when the company requires it. */
export function useSharedBikeQuiz() {
  return useQuery({ queryKey: ['shared-bikes', 'quiz'], queryFn: () => apiClient.get<SharedBikeQuiz>('/shared-bikes/quiz') });
}

export function useSubmitSharedBikeQuiz() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answers: { questionId: number; answerIds: number[] }[]) => apiClient.post<SharedBikeQuizResult>('/shared-bikes/quiz', { answers }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['shared-bikes', 'usage'] }),
  });
}

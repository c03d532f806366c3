import type {
  availabilitySchema,
  Booker,
  bookingCompanyListSchema,
  Reservation,
  reservationListSchema,
  SharedBikeUsage,
  sharedBikeQuizResultSchema,
  sharedBikeQuizSchema,
  SharedBikeHomeList,
  sharedBuildingListSchema,
} from '@veloport/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export type { Booker, Reservation, SharedBikeHomeList, SharedBikeUsage };
export type BookingCompanies = Infer<typeof bookingCompanyListSchema>;
export type SharedBuildings = Infer<typeof sharedBuildingListSchema>;
export type Availability = Infer<typeof availabilitySchema>;
export type ReservationList = Infer<typeof reservationListSchema>;
export type ReservationBody = { bikeId: number; buildingId: number; start: string; end: string; acceptTerms: boolean; userId?: number };

/** `companyId`: the company staff book for (decision 039); otherwise the caller's own. */
export function useSharedBuildings(companyId?: number | null, enabled = true) {
  const query: Record<string, number> = companyId ? { companyId } : {};
  return useQuery({
    queryKey: ['shared-bikes', 'buildings', query],
    queryFn: () => apiClient.get<SharedBuildings>('/shared-bikes/buildings', { query }),
    enabled,
  });
}

/** The companies with shared bikes, for the shop's staff booking on someone's behalf. */
export function useBookingCompanies(enabled: boolean) {
  return useQuery({
    queryKey: ['shared-bikes', 'booking-companies'],
    queryFn: () => apiClient.get<BookingCompanies>('/shared-bikes/booking-companies'),
    enabled,
  });
}

/** The people of a company a booking may be made for, searched by name or e-mail. */
export function useBookers(companyId: number | null, q: string, enabled: boolean) {
  const query: Record<string, string | number> = { q };
  if (companyId) query.companyId = companyId;
  return useQuery({
    queryKey: ['shared-bikes', 'bookers', query],
    queryFn: () => apiClient.get<{ data: Booker[] }>('/shared-bikes/bookers', { query }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** The company's shared bikes and the building each sits in (fleet manager; an admin names the company). */
export function useSharedBikeHomes(companyId: number | null, enabled: boolean) {
  const query: Record<string, number> = companyId ? { companyId } : {};
  return useQuery({
    queryKey: ['shared-bikes', 'homes', query],
    queryFn: () => apiClient.get<SharedBikeHomeList>('/shared-bikes', { query }),
    enabled,
  });
}

export function useSetSharedBikeHome() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ bikeId, buildingId }: { bikeId: number; buildingId: number | null }) =>
      apiClient.put<{ bikeId: number; buildingId: number | null }>(`/shared-bikes/${bikeId}/building`, { buildingId }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['shared-bikes'] }),
  });
}

/** The bikes of a building free for the slot; asked only once the slot is complete. */
export function useAvailability(slot: { buildingId: number; start: string; end: string; userId?: number } | null) {
  return useQuery({
    queryKey: ['shared-bikes', 'availability', slot],
    queryFn: () =>
      apiClient.get<Availability>('/shared-bikes/availability', {
        query: { buildingId: slot!.buildingId, start: slot!.start, end: slot!.end, ...(slot!.userId ? { userId: slot!.userId } : {}) },
      }),
    enabled: slot !== null,
  });
}

/** The 60-day counter of the caller, or of `userId` when booking on their behalf. */
export function useSharedBikeUsage(userId?: number | null, enabled = true) {
  const query: Record<string, number> = userId ? { userId } : {};
  return useQuery({
    queryKey: ['shared-bikes', 'usage', query],
    queryFn: () => apiClient.get<SharedBikeUsage>('/shared-bikes/usage', { query }),
    enabled,
  });
}

export function useReservations(query: Record<string, string | number>) {
  return useQuery({
    queryKey: ['reservations', 'list', query],
    queryFn: () => apiClient.get<ReservationList>('/reservations', { query }),
    placeholderData: keepPreviousData,
  });
}

export function useReservation(id: number) {
  return useQuery({
    queryKey: ['reservations', id],
    queryFn: () => apiClient.get<Reservation>(`/reservations/${id}`),
    enabled: Number.isInteger(id) && id > 0,
  });
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
  return useMutation({
    mutationFn: (body: ReservationBody) => apiClient.post<{ id: number; code: string }>('/reservations', body),
    onSuccess: () => changed(),
  });
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
    mutationFn: (answers: { questionId: number; answerIds: number[] }[]) =>
      apiClient.post<SharedBikeQuizResult>('/shared-bikes/quiz', { answers }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['shared-bikes', 'usage'] }),
  });
}

import type {
  historyListSchema,
  Rental,
  RentalHandoverInput,
  RentalInput,
  RentalPhotoStage,
  RentalRequest,
  rentalAvailabilitySchema,
  rentalListSchema,
} from '@veloport/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export type { Rental, RentalRequest };
export type RentalList = Infer<typeof rentalListSchema>;
export type RentalAvailability = Infer<typeof rentalAvailabilitySchema>;
export type HistoryList = Infer<typeof historyListSchema>;
/** What the rental form sends (the API fills the defaults). */
export type RentalBody = Omit<RentalInput, 'depositCents'> & { depositCents?: number };

export function useRentals(query: Record<string, string | number>) {
  return useQuery({
    queryKey: ['rentals', 'list', query],
    queryFn: () => apiClient.get<RentalList>('/bike-rentals', { query }),
    placeholderData: keepPreviousData,
  });
}

/** How many rentals are late now (the list's banner). */
export function useLateRentalCount() {
  return useQuery({
    queryKey: ['rentals', 'list', 'late-count'],
    queryFn: () => apiClient.get<RentalList>('/bike-rentals', { query: { late: 'true', perPage: 1 } }),
    select: (r) => r.meta.total,
  });
}

export function useRental(id: number) {
  return useQuery({
    queryKey: ['rentals', id],
    queryFn: () => apiClient.get<Rental>(`/bike-rentals/${id}`),
    enabled: Number.isInteger(id) && id > 0,
  });
}

export function useRentalHistory(id: number, enabled: boolean) {
  return useQuery({
    queryKey: ['rentals', id, 'history'],
    queryFn: () => apiClient.get<HistoryList>(`/bike-rentals/${id}/history`, { query: { perPage: 100 } }),
    enabled,
  });
}

/** The rental bikes free on every day of the period (admins; the form's choices). */
export function useRentalAvailability(startDate: string, endDate: string) {
  return useQuery({
    queryKey: ['rentals', 'availability', startDate, endDate],
    queryFn: () => apiClient.get<RentalAvailability>('/bike-rentals/availability', { query: { startDate, endDate } }),
    enabled: Boolean(startDate && endDate && endDate >= startDate),
  });
}

/** Public rental requests still open (admins). */
export function useRentalRequests(enabled = true) {
  return useQuery({
    queryKey: ['rentals', 'requests'],
    queryFn: () => apiClient.get<{ data: RentalRequest[] }>('/bike-rentals/requests'),
    enabled,
  });
}

/** Keeps a rental just answered by the API, and refreshes the lists, the free bikes and its history. */
function useRentalSaved() {
  const queryClient = useQueryClient();
  return (rental: Rental) => {
    queryClient.setQueryData(['rentals', rental.id], rental);
    void queryClient.invalidateQueries({ queryKey: ['rentals', 'list'] });
    void queryClient.invalidateQueries({ queryKey: ['rentals', 'availability'] });
    void queryClient.invalidateQueries({ queryKey: ['rentals', 'requests'] });
    void queryClient.invalidateQueries({ queryKey: ['rentals', rental.id, 'history'] });
  };
}

export function useCreateRental() {
  const saved = useRentalSaved();
  return useMutation({ mutationFn: (input: RentalBody) => apiClient.post<Rental>('/bike-rentals', input), onSuccess: saved });
}

export function useChangeRentalEnd(id: number) {
  const saved = useRentalSaved();
  return useMutation({ mutationFn: (endDate: string) => apiClient.patch<Rental>(`/bike-rentals/${id}`, { endDate }), onSuccess: saved });
}

export function useRentalHandover(id: number, action: 'pickup' | 'return') {
  const saved = useRentalSaved();
  return useMutation({
    mutationFn: (input: Partial<RentalHandoverInput>) => apiClient.post<Rental>(`/bike-rentals/${id}/${action}`, input),
    onSuccess: saved,
  });
}

export function useCancelRental(id: number) {
  const saved = useRentalSaved();
  return useMutation({ mutationFn: () => apiClient.post<Rental>(`/bike-rentals/${id}/cancel`), onSuccess: saved });
}

export function useAddRentalPhoto(id: number, stage: RentalPhotoStage) {
  const saved = useRentalSaved();
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('file', file);
      return apiClient.post<Rental>(`/bike-rentals/${id}/photos/${stage}`, body);
    },
    onSuccess: saved,
  });
}

export function useRemoveRentalPhoto(id: number, stage: RentalPhotoStage) {
  const saved = useRentalSaved();
  return useMutation({
    mutationFn: (index: number) => apiClient.delete<Rental>(`/bike-rentals/${id}/photos/${stage}/${index}`),
    onSuccess: saved,
  });
}

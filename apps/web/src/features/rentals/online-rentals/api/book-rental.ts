import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { RentalBookingCreated, RentalBookingRequest } from './rental-booking-contract';
import { onlineRentalsKeys } from './online-rentals-keys';

export const bookRental = (request: RentalBookingRequest) => apiClient.post<RentalBookingCreated>('/public/rentals/bookings', request);

/** Booked or refused (the bike was taken meanwhile), the fleet of those days is read again. */
export function useBookRental() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bookRental,
    onSettled: (_data, _error, request) => queryClient.invalidateQueries({ queryKey: onlineRentalsKeys.fleet(request.start, request.end) }),
  });
}

import type { bookingCompanyListSchema } from '@veloport/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { reservationsKeys } from '@/features/sharing/reservations/api/reservations-keys';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export type BookingCompanies = Infer<typeof bookingCompanyListSchema>;

export const getBookingCompanies = () => apiClient.get<BookingCompanies>('/shared-bikes/booking-companies');

/** The companies with shared bikes, for the shop's staff booking on someone's behalf. */
export const bookingCompaniesQueryOptions = (enabled: boolean) =>
  queryOptions({ queryKey: reservationsKeys.bookingCompanies(), queryFn: getBookingCompanies, enabled });

export function useBookingCompanies(enabled: boolean) {
  return useQuery(bookingCompaniesQueryOptions(enabled));
}

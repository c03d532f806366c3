import type { rentalAvailabilitySchema } from '@veloport/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { rentalsKeys } from '@/features/rentals/rentals/api/rentals-keys';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export type RentalAvailability = Infer<typeof rentalAvailabilitySchema>;

export const getRentalAvailability = (startDate: string, endDate: string) =>
  apiClient.get<RentalAvailability>('/bike-rentals/availability', { query: { startDate, endDate } });

/** The rental bikes free on every day of the period (admins; the form's choices). */
export const rentalAvailabilityQueryOptions = (startDate: string, endDate: string) =>
  queryOptions({
    queryKey: rentalsKeys.availability(startDate, endDate),
    queryFn: () => getRentalAvailability(startDate, endDate),
    enabled: Boolean(startDate && endDate && endDate >= startDate),
  });

export function useRentalAvailability(startDate: string, endDate: string) {
  return useQuery(rentalAvailabilityQueryOptions(startDate, endDate));
}

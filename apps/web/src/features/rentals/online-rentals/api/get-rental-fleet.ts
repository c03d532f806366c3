import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { RentalFleet } from './rental-booking-contract';
import { onlineRentalsKeys } from './online-rentals-keys';

/** The rental bikes free for every day from `start` to `end`, with their day rate and the total for those days. */
export const getRentalFleet = (start: string, end: string, signal?: AbortSignal) =>
  apiClient.get<RentalFleet>('/public/rentals/bikes', { query: { start, end }, signal });

export const rentalFleetQueryOptions = (start: string, end: string) =>
  queryOptions({ queryKey: onlineRentalsKeys.fleet(start, end), queryFn: ({ signal }) => getRentalFleet(start, end, signal) });

export function useRentalFleet(start: string, end: string) {
  return useQuery({ ...rentalFleetQueryOptions(start, end), enabled: Boolean(start && end && end >= start) });
}

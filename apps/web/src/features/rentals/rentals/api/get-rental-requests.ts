import type { RentalRequest } from '@veloport/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { rentalsKeys } from '@/features/rentals/rentals/api/rentals-keys';
import { apiClient } from '@/lib/api-client';

export type { RentalRequest };

export const getRentalRequests = () => apiClient.get<{ data: RentalRequest[] }>('/bike-rentals/requests');

/** Public rental requests still open (admins). */
export const rentalRequestsQueryOptions = (enabled = true) =>
  queryOptions({ queryKey: rentalsKeys.requests(), queryFn: getRentalRequests, enabled });

export function useRentalRequests(enabled = true) {
  return useQuery(rentalRequestsQueryOptions(enabled));
}

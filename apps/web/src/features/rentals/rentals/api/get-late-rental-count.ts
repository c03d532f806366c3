import { queryOptions, useQuery } from '@tanstack/react-query';
import { rentalsKeys } from '@/features/rentals/rentals/api/rentals-keys';
import { apiClient } from '@/lib/api-client';
import type { RentalList } from '@/features/rentals/rentals/api/get-rentals';

export const getLateRentals = () => apiClient.get<RentalList>('/bike-rentals', { query: { late: 'true', perPage: 1 } });

/** How many rentals are late now (the list's banner). */
export const lateRentalCountQueryOptions = () =>
  queryOptions({ queryKey: rentalsKeys.lateCount(), queryFn: getLateRentals, select: (r) => r.meta.total });

export function useLateRentalCount() {
  return useQuery(lateRentalCountQueryOptions());
}

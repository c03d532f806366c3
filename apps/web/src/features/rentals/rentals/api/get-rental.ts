import type { Rental } from '@veloport/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { rentalsKeys } from '@/features/rentals/rentals/api/rentals-keys';
import { apiClient } from '@/lib/api-client';

export type { Rental };

export const getRental = (id: number) => apiClient.get<Rental>(`/bike-rentals/${id}`);

export const rentalQueryOptions = (id: number) =>
  queryOptions({ queryKey: rentalsKeys.rental(id), queryFn: () => getRental(id), enabled: Number.isInteger(id) && id > 0 });

export function useRental(id: number) {
  return useQuery(rentalQueryOptions(id));
}

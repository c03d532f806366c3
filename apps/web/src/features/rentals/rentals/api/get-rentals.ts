import type { rentalListSchema } from '@veloport/domain';
import { queryOptions, useQuery, keepPreviousData } from '@tanstack/react-query';
import { rentalsKeys } from '@/features/rentals/rentals/api/rentals-keys';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export type RentalList = Infer<typeof rentalListSchema>;

export const getRentals = (query: Record<string, string | number>) => apiClient.get<RentalList>('/bike-rentals', { query });

export const rentalsQueryOptions = (query: Record<string, string | number>) =>
  queryOptions({ queryKey: rentalsKeys.list(query), queryFn: () => getRentals(query), placeholderData: keepPreviousData });

export function useRentals(query: Record<string, string | number>) {
  return useQuery(rentalsQueryOptions(query));
}

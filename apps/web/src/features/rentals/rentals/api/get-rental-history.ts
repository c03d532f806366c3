import type { historyListSchema } from '@veloport/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { rentalsKeys } from '@/features/rentals/rentals/api/rentals-keys';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export type HistoryList = Infer<typeof historyListSchema>;

export const getRentalHistory = (id: number) => apiClient.get<HistoryList>(`/bike-rentals/${id}/history`, { query: { perPage: 100 } });

export const rentalHistoryQueryOptions = (id: number, enabled: boolean) =>
  queryOptions({ queryKey: rentalsKeys.history(id), queryFn: () => getRentalHistory(id), enabled });

export function useRentalHistory(id: number, enabled: boolean) {
  return useQuery(rentalHistoryQueryOptions(id, enabled));
}

import type { bikeListSchema } from '@veloport/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { leasingKeys } from '@/features/billing/leasing/api/leasing-keys';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

type BikeList = Infer<typeof bikeListSchema>;

export const getLeasedBikes = (q: string) =>
  apiClient.get<BikeList>('/stock/bikes', { query: { q, perPage: 20, contractKind: 'leasing,leasing_with_maintenance_budget,annual' } });

/** Leased bikes to make a contract for, found by frame number. */
export const leasedBikesQueryOptions = (q: string) =>
  queryOptions({ queryKey: leasingKeys.bikes(q), queryFn: () => getLeasedBikes(q), placeholderData: keepPreviousData });

export function useLeasedBikes(q: string) {
  return useQuery(leasedBikesQueryOptions(q));
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { billSourcesKeys } from '@/features/billing/bill-sources/api/bill-sources-keys';
import { apiClient } from '@/lib/api-client';

type BikeList = {
  data: { id: number; frameNumber: string; model: { brand: string; model: string } | null; company: { name: string } | null }[];
};

export const searchBikes = (q: string) => apiClient.get<BikeList>('/stock/bikes', { query: { q, perPage: 10 } });

/** Bikes found by frame number or model, to link to a bill. */
export const bikeSearchQueryOptions = (q: string) =>
  queryOptions({ queryKey: billSourcesKeys.bikeSearch(q), queryFn: () => searchBikes(q), enabled: q.trim().length >= 2 });

export function useBikeSearch(q: string) {
  return useQuery(bikeSearchQueryOptions(q));
}

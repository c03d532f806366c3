import type { insuredBikeListSchema } from '@veloport/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { stockKeys } from '@/features/stock/stock/api/stock-keys';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export type InsuredBikeList = Infer<typeof insuredBikeListSchema>;

/** GET /api/stock/bikes/insurance */
export const getInsuredBikes = (query: Record<string, string | number>, signal?: AbortSignal) =>
  apiClient.get<InsuredBikeList>('/stock/bikes/insurance', { query, signal });

export const insuredBikesQueryOptions = (query: Record<string, string | number>) =>
  queryOptions({
    queryKey: stockKeys.insured(query),
    queryFn: ({ signal }) => getInsuredBikes(query, signal),
    placeholderData: keepPreviousData,
  });

export function useInsuredBikes(query: Record<string, string | number>) {
  return useQuery(insuredBikesQueryOptions(query));
}

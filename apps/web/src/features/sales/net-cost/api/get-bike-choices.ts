import type { PublicBikeItem } from '@veloport/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { netCostKeys } from '@/features/sales/net-cost/api/net-cost-keys';
import { apiClient } from '@/lib/api-client';

export const getBikeChoices = (q: string) =>
  apiClient.get<{ data: PublicBikeItem[] }>('/public/catalog/bikes', { query: { q, perPage: 30, sort: 'name' } });

/** Catalogue models on sale matching what the employee typed (the public catalogue: what anyone may see). */
export const bikeChoicesQueryOptions = (q: string) =>
  queryOptions({ queryKey: netCostKeys.bikeChoices(q), queryFn: () => getBikeChoices(q), placeholderData: keepPreviousData });

export function useBikeChoices(q: string) {
  return useQuery(bikeChoicesQueryOptions(q));
}

import type { NetCost, PublicBikeItem } from '@veloport/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export type NetCostParams = {
  slug: string;
  grossMonthlySalaryCents: number;
  taxBracket: number;
  commuteKm: number;
  commuteDaysPerMonth: number;
  months: number;
};

/** Recomputed as the employee types; the previous answer stays on screen meanwhile. */
export function useNetCost(params: NetCostParams | null) {
  return useQuery({
    queryKey: ['net-cost', params],
    queryFn: () => apiClient.get<NetCost>('/net-cost', { query: params! }),
    enabled: params !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** Catalogue models on sale matching what the employee typed (the public catalogue: what anyone may see). */
export function useBikeChoices(q: string) {
  return useQuery({
    queryKey: ['net-cost', 'bikes', q],
    queryFn: () => apiClient.get<{ data: PublicBikeItem[] }>('/public/catalog/bikes', { query: { q, perPage: 30, sort: 'name' } }),
    placeholderData: keepPreviousData,
  });
}

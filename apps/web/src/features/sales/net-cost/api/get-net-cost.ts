import type { NetCost } from '@veloport/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { netCostKeys } from '@/features/sales/net-cost/api/net-cost-keys';
import { apiClient } from '@/lib/api-client';

/** A catalogue model by its slug, or one's own leasing offer by its id. */
export type NetCostParams = ({ slug: string } | { offerId: number }) & {
  grossMonthlySalaryCents: number;
  taxBracket: number;
  commuteKm: number;
  commuteDaysPerMonth: number;
  months: number;
};

export const getNetCost = (params: NetCostParams) => apiClient.get<NetCost>('/net-cost', { query: params });

/** Recomputed as the employee types; the previous answer stays on screen meanwhile. */
export const netCostQueryOptions = (params: NetCostParams | null) =>
  queryOptions({
    queryKey: netCostKeys.simulation(params),
    queryFn: () => getNetCost(params!),
    enabled: params !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });

export function useNetCost(params: NetCostParams | null) {
  return useQuery(netCostQueryOptions(params));
}

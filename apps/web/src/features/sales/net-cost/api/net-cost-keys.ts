import type { NetCostParams } from '@/features/sales/net-cost/api/get-net-cost';
import { queryRoots } from '@/lib/query-roots';

/** The net-cost simulator's query keys (decision 072). */
export const netCostKeys = {
  simulation: (params: NetCostParams | null) => [...queryRoots.netCost, params] as const,
  bikeChoices: (q: string) => [...queryRoots.netCost, 'bikes', q] as const,
};

import type { NetCostParams } from '@/features/sales/net-cost/api/get-net-cost';
import { netCostRoot } from '@/lib/query-roots';

/** The net-cost simulator's query keys (decision 072). */
export const netCostKeys = {
  simulation: (params: NetCostParams | null) => [...netCostRoot, params] as const,
  bikeChoices: (q: string) => [...netCostRoot, 'bikes', q] as const,
};

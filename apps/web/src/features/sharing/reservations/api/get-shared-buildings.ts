import type { sharedBuildingListSchema } from '@veloport/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { reservationsKeys } from '@/features/sharing/reservations/api/reservations-keys';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export type SharedBuildings = Infer<typeof sharedBuildingListSchema>;

export const getSharedBuildings = (query: Record<string, number>) => apiClient.get<SharedBuildings>('/shared-bikes/buildings', { query });

/** `companyId`: the company staff book for (decision 039); otherwise the caller's own. */
export const sharedBuildingsQueryOptions = (companyId?: number | null, enabled = true) =>
  queryOptions({
    queryKey: reservationsKeys.buildings(companyId ? { companyId } : {}),
    queryFn: () => getSharedBuildings(companyId ? { companyId } : {}),
    enabled,
  });

export function useSharedBuildings(companyId?: number | null, enabled = true) {
  return useQuery(sharedBuildingsQueryOptions(companyId, enabled));
}

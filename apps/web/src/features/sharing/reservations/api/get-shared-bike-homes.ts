import type { SharedBikeHomeList } from '@veloport/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { reservationsKeys } from '@/features/sharing/reservations/api/reservations-keys';
import { apiClient } from '@/lib/api-client';

export type { SharedBikeHomeList };

export const getSharedBikeHomes = (query: Record<string, number>) => apiClient.get<SharedBikeHomeList>('/shared-bikes', { query });

/** The company's shared bikes and the building each sits in (fleet manager; an admin names the company). */
export const sharedBikeHomesQueryOptions = (companyId: number | null, enabled: boolean) =>
  queryOptions({
    queryKey: reservationsKeys.homes(companyId ? { companyId } : {}),
    queryFn: () => getSharedBikeHomes(companyId ? { companyId } : {}),
    enabled,
  });

export function useSharedBikeHomes(companyId: number | null, enabled: boolean) {
  return useQuery(sharedBikeHomesQueryOptions(companyId, enabled));
}

import type { SharedBikeUsage } from '@veloport/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { reservationsKeys } from '@/features/sharing/reservations/api/reservations-keys';
import { apiClient } from '@/lib/api-client';

export type { SharedBikeUsage };

export const getSharedBikeUsage = (query: Record<string, number>) => apiClient.get<SharedBikeUsage>('/shared-bikes/usage', { query });

/** The 60-day counter of the caller, or of `userId` when booking on their behalf. */
export const sharedBikeUsageQueryOptions = (userId?: number | null, enabled = true) =>
  queryOptions({
    queryKey: reservationsKeys.usage(userId ? { userId } : {}),
    queryFn: () => getSharedBikeUsage(userId ? { userId } : {}),
    enabled,
  });

export function useSharedBikeUsage(userId?: number | null, enabled = true) {
  return useQuery(sharedBikeUsageQueryOptions(userId, enabled));
}

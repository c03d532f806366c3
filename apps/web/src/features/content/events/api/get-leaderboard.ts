import type { EventLeaderboard } from '@veloport/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { eventsKeys } from '@/features/content/events/api/events-keys';
import { apiClient } from '@/lib/api-client';
import { LEADERBOARD_REFRESH_MS } from '@/features/content/events/api/get-event-games';

export type { EventLeaderboard };

export const getLeaderboard = (id: number) => apiClient.get<EventLeaderboard>(`/events/${id}/leaderboard`);

export const leaderboardQueryOptions = (id: number) =>
  queryOptions({
    queryKey: eventsKeys.leaderboard(id),
    queryFn: () => getLeaderboard(id),
    enabled: Number.isInteger(id) && id > 0,
    refetchInterval: LEADERBOARD_REFRESH_MS,
  });

export function useLeaderboard(id: number) {
  return useQuery(leaderboardQueryOptions(id));
}

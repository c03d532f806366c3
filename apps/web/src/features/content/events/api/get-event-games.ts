import type { EventGame } from '@veloport/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { eventsKeys } from '@/features/content/events/api/events-keys';
import { apiClient } from '@/lib/api-client';

export type { EventGame };

/** The leaderboard is live: refetched every 15 seconds while the page is open (decision 057). */
export const LEADERBOARD_REFRESH_MS = 15_000;

export const getEventGames = (id: number) => apiClient.get<{ data: EventGame[] }>(`/events/${id}/games`);

export const eventGamesQueryOptions = (id: number, live = false) =>
  queryOptions({
    queryKey: eventsKeys.games(id),
    queryFn: () => getEventGames(id),
    enabled: Number.isInteger(id) && id > 0,
    refetchInterval: live ? LEADERBOARD_REFRESH_MS : false,
  });

export function useEventGames(id: number, live = false) {
  return useQuery(eventGamesQueryOptions(id, live));
}

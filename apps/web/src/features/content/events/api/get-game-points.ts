import type { EventPointsEntry } from '@veloport/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { eventsKeys } from '@/features/content/events/api/events-keys';
import { apiClient } from '@/lib/api-client';

export type { EventPointsEntry };

export const getGamePoints = (id: number, gameId: number) =>
  apiClient.get<{ data: EventPointsEntry[] }>(`/events/${id}/games/${gameId}/points`);

export const gamePointsQueryOptions = (id: number, gameId: number | null) =>
  queryOptions({ queryKey: eventsKeys.points(id, gameId), queryFn: () => getGamePoints(id, gameId!), enabled: gameId !== null });

export function useGamePoints(id: number, gameId: number | null) {
  return useQuery(gamePointsQueryOptions(id, gameId));
}

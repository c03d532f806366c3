import type { EventPointsEntry } from '@veloport/domain';
import { useMutation } from '@tanstack/react-query';
import { useEventChanged } from '@/features/content/events/api/use-event-changed';
import { apiClient } from '@/lib/api-client';

export type PointsBody = { teamId: number; points: number; note: string | null };

export const addPoints = (id: number, gameId: number, body: PointsBody) =>
  apiClient.post<EventPointsEntry>(`/events/${id}/games/${gameId}/points`, body);

export function useAddPoints(id: number, gameId: number) {
  const changed = useEventChanged(id);
  return useMutation({ mutationFn: (body: PointsBody) => addPoints(id, gameId, body), onSuccess: changed });
}

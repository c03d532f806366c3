import type { EventGame, EventGameKind } from '@veloport/domain';
import { useMutation } from '@tanstack/react-query';
import { useEventChanged } from '@/features/content/events/api/use-event-changed';
import { apiClient } from '@/lib/api-client';

export type GameBody = { kind: EventGameKind; title: string };

/** Adds a game (`gameId` null) to an event or changes one. */
export const saveGame = (id: number, gameId: number | null, body: GameBody) =>
  gameId === null
    ? apiClient.post<EventGame>(`/events/${id}/games`, body)
    : apiClient.put<EventGame>(`/events/${id}/games/${gameId}`, body);

export function useSaveGame(id: number, gameId: number | null) {
  const changed = useEventChanged(id);
  return useMutation({ mutationFn: (body: GameBody) => saveGame(id, gameId, body), onSuccess: changed });
}

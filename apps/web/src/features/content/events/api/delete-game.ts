import { useMutation } from '@tanstack/react-query';
import { useEventChanged } from '@/features/content/events/api/use-event-changed';
import { apiClient } from '@/lib/api-client';

export const deleteGame = (id: number, gameId: number) => apiClient.delete<void>(`/events/${id}/games/${gameId}`);

export function useDeleteGame(id: number) {
  const changed = useEventChanged(id);
  return useMutation({ mutationFn: (gameId: number) => deleteGame(id, gameId), onSuccess: changed });
}

import { useQueryClient } from '@tanstack/react-query';
import { eventsKeys } from '@/features/content/events/api/events-keys';

/** Everything of one event is refreshed after a change (teams, games, leaderboard, the lists' team counts). */
export function useEventChanged(id?: number) {
  const queryClient = useQueryClient();
  return () =>
    void queryClient
      .invalidateQueries({ queryKey: id === undefined ? eventsKeys.all : eventsKeys.event(id) })
      .then(() => queryClient.invalidateQueries({ queryKey: eventsKeys.lists() }));
}

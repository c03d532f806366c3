import type { EventTeamList } from '@veloport/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { eventsKeys } from '@/features/content/events/api/events-keys';
import { useEventChanged } from '@/features/content/events/api/use-event-changed';
import { apiClient } from '@/lib/api-client';

export type TeamChange =
  | { action: 'create'; name: string }
  | { action: 'rename'; teamId: number; name: string }
  | { action: 'delete'; teamId: number }
  | { action: 'join' | 'leave'; teamId: number }
  | { action: 'put'; teamId: number; userId: number }
  | { action: 'remove'; teamId: number; userId: number };

/** Every change to an event's teams answers the teams as they now are. */
export const changeTeams = (id: number, change: TeamChange): Promise<EventTeamList> => {
  const base = `/events/${id}/teams`;
  switch (change.action) {
    case 'create':
      return apiClient.post<EventTeamList>(base, { name: change.name });
    case 'rename':
      return apiClient.put<EventTeamList>(`${base}/${change.teamId}`, { name: change.name });
    case 'delete':
      return apiClient.delete<EventTeamList>(`${base}/${change.teamId}`);
    case 'join':
    case 'leave':
      return apiClient.post<EventTeamList>(`${base}/${change.teamId}/${change.action}`);
    case 'put':
      return apiClient.post<EventTeamList>(`${base}/${change.teamId}/members`, { userId: change.userId });
    case 'remove':
      return apiClient.delete<EventTeamList>(`${base}/${change.teamId}/members/${change.userId}`);
  }
};

export function useChangeTeams(id: number) {
  const changed = useEventChanged(id);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: TeamChange) => changeTeams(id, change),
    onSuccess: (teams) => {
      queryClient.setQueryData(eventsKeys.teams(id), teams);
      changed();
    },
  });
}

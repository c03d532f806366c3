import type { EventTeamList } from '@veloport/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { eventsKeys } from '@/features/content/events/api/events-keys';
import { apiClient } from '@/lib/api-client';

export type { EventTeamList };

export const getEventTeams = (id: number) => apiClient.get<EventTeamList>(`/events/${id}/teams`);

export const eventTeamsQueryOptions = (id: number) =>
  queryOptions({ queryKey: eventsKeys.teams(id), queryFn: () => getEventTeams(id), enabled: Number.isInteger(id) && id > 0 });

export function useEventTeams(id: number) {
  return useQuery(eventTeamsQueryOptions(id));
}

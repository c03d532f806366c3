import type {
  CyclingEvent,
  EventGameKind,
  EventInput,
  EventLeaderboard,
  EventPointsEntry,
  EventTeamList,
  EventGame,
  eventListSchema,
} from '@veloport/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export type { CyclingEvent, EventGame, EventLeaderboard, EventPointsEntry, EventTeamList };
export type EventList = Infer<typeof eventListSchema>;
export type EventBody = Omit<EventInput, 'description' | 'companyId'> & { description: string | null; companyId: number | null };

/** The leaderboard is live: refetched every 15 seconds while the page is open (decision 057). */
export const LEADERBOARD_REFRESH_MS = 15_000;

export function useEvents(query: Record<string, string | number>) {
  return useQuery({
    queryKey: ['events', 'list', query],
    queryFn: () => apiClient.get<EventList>('/events', { query }),
    placeholderData: keepPreviousData,
  });
}
export function useEvent(id: number) {
  return useQuery({
    queryKey: ['events', id],
    queryFn: () => apiClient.get<CyclingEvent>(`/events/${id}`),
    enabled: Number.isInteger(id) && id > 0,
  });
}
export function useEventTeams(id: number) {
  return useQuery({
    queryKey: ['events', id, 'teams'],
    queryFn: () => apiClient.get<EventTeamList>(`/events/${id}/teams`),
    enabled: Number.isInteger(id) && id > 0,
  });
}
export function useEventGames(id: number, live = false) {
  return useQuery({
    queryKey: ['events', id, 'games'],
    queryFn: () => apiClient.get<{ data: EventGame[] }>(`/events/${id}/games`),
    enabled: Number.isInteger(id) && id > 0,
    refetchInterval: live ? LEADERBOARD_REFRESH_MS : false,
  });
}
export function useLeaderboard(id: number) {
  return useQuery({
    queryKey: ['events', id, 'leaderboard'],
    queryFn: () => apiClient.get<EventLeaderboard>(`/events/${id}/leaderboard`),
    enabled: Number.isInteger(id) && id > 0,
    refetchInterval: LEADERBOARD_REFRESH_MS,
  });
}
export function useGamePoints(id: number, gameId: number | null) {
  return useQuery({
    queryKey: ['events', id, 'games', gameId, 'points'],
    queryFn: () => apiClient.get<{ data: EventPointsEntry[] }>(`/events/${id}/games/${gameId}/points`),
    enabled: gameId !== null,
  });
}

/** Everything of one event is refreshed after a change (teams, games, leaderboard, the lists' team counts). */
function useEventChanged(id?: number) {
  const queryClient = useQueryClient();
  return () =>
    void queryClient
      .invalidateQueries({ queryKey: id === undefined ? ['events'] : ['events', id] })
      .then(() => queryClient.invalidateQueries({ queryKey: ['events', 'list'] }));
}

export function useSaveEvent(id: number | null) {
  const changed = useEventChanged();
  return useMutation({
    mutationFn: (body: EventBody) =>
      id === null ? apiClient.post<CyclingEvent>('/events', body) : apiClient.put<CyclingEvent>(`/events/${id}`, body),
    onSuccess: changed,
  });
}
export function useDeleteEvent() {
  const changed = useEventChanged();
  return useMutation({ mutationFn: (id: number) => apiClient.delete<void>(`/events/${id}`), onSuccess: changed });
}

type TeamChange =
  | { action: 'create'; name: string }
  | { action: 'rename'; teamId: number; name: string }
  | { action: 'delete'; teamId: number }
  | { action: 'join' | 'leave'; teamId: number }
  | { action: 'put'; teamId: number; userId: number }
  | { action: 'remove'; teamId: number; userId: number };

/** Every change to an event's teams answers the teams as they now are. */
export function useChangeTeams(id: number) {
  const changed = useEventChanged(id);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: TeamChange): Promise<EventTeamList> => {
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
    },
    onSuccess: (teams) => {
      queryClient.setQueryData(['events', id, 'teams'], teams);
      changed();
    },
  });
}

export function useSaveGame(id: number, gameId: number | null) {
  const changed = useEventChanged(id);
  return useMutation({
    mutationFn: (body: { kind: EventGameKind; title: string }) =>
      gameId === null
        ? apiClient.post<EventGame>(`/events/${id}/games`, body)
        : apiClient.put<EventGame>(`/events/${id}/games/${gameId}`, body),
    onSuccess: changed,
  });
}
export function useDeleteGame(id: number) {
  const changed = useEventChanged(id);
  return useMutation({ mutationFn: (gameId: number) => apiClient.delete<void>(`/events/${id}/games/${gameId}`), onSuccess: changed });
}
export function useAddPoints(id: number, gameId: number) {
  const changed = useEventChanged(id);
  return useMutation({
    mutationFn: (body: { teamId: number; points: number; note: string | null }) =>
      apiClient.post<EventPointsEntry>(`/events/${id}/games/${gameId}/points`, body),
    onSuccess: changed,
  });
}

type Person = { id: number; firstname: string; lastname: string };
/** People who may be put in a team: the event company's active people (every active person for everyone's events). */
export function useTeamCandidates(companyId: number | null, enabled: boolean) {
  return useQuery({
    queryKey: ['events', 'candidates', companyId],
    queryFn: () =>
      apiClient.get<{ data: Person[] }>('/users', {
        query: { perPage: 100, status: 'active', ...(companyId === null ? {} : { companyId }) },
      }),
    enabled,
    staleTime: 60_000,
  });
}
export function useCompanyChoices(enabled: boolean) {
  return useQuery({
    queryKey: ['companies', 'minimal'],
    queryFn: () => apiClient.get<{ data: { id: number; name: string }[] }>('/companies/list/minimal'),
    enabled,
    staleTime: 5 * 60_000,
  });
}

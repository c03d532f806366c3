import { queryOptions, useQuery } from '@tanstack/react-query';
import { eventsKeys } from '@/features/content/events/api/events-keys';
import { apiClient } from '@/lib/api-client';

type Person = { id: number; firstname: string; lastname: string };

export const getTeamCandidates = (companyId: number | null) =>
  apiClient.get<{ data: Person[] }>('/users', { query: { perPage: 100, status: 'active', ...(companyId === null ? {} : { companyId }) } });

/** People who may be put in a team: the event company's active people (every active person for everyone's events). */
export const teamCandidatesQueryOptions = (companyId: number | null, enabled: boolean) =>
  queryOptions({ queryKey: eventsKeys.candidates(companyId), queryFn: () => getTeamCandidates(companyId), enabled, staleTime: 60_000 });

export function useTeamCandidates(companyId: number | null, enabled: boolean) {
  return useQuery(teamCandidatesQueryOptions(companyId, enabled));
}

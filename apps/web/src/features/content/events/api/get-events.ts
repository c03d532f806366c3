import type { eventListSchema } from '@veloport/domain';
import { queryOptions, useQuery, keepPreviousData } from '@tanstack/react-query';
import { eventsKeys } from '@/features/content/events/api/events-keys';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export type EventList = Infer<typeof eventListSchema>;

export const getEvents = (query: Record<string, string | number>) => apiClient.get<EventList>('/events', { query });

export const eventsQueryOptions = (query: Record<string, string | number>) =>
  queryOptions({ queryKey: eventsKeys.list(query), queryFn: () => getEvents(query), placeholderData: keepPreviousData });

export function useEvents(query: Record<string, string | number>) {
  return useQuery(eventsQueryOptions(query));
}

import type { CyclingEvent } from '@veloport/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { eventsKeys } from '@/features/content/events/api/events-keys';
import { apiClient } from '@/lib/api-client';

export type { CyclingEvent };

export const getEvent = (id: number) => apiClient.get<CyclingEvent>(`/events/${id}`);

export const eventQueryOptions = (id: number) =>
  queryOptions({ queryKey: eventsKeys.event(id), queryFn: () => getEvent(id), enabled: Number.isInteger(id) && id > 0 });

export function useEvent(id: number) {
  return useQuery(eventQueryOptions(id));
}

import type { CyclingEvent, EventInput } from '@veloport/domain';
import { useMutation } from '@tanstack/react-query';
import { useEventChanged } from '@/features/content/events/api/use-event-changed';
import { apiClient } from '@/lib/api-client';

export type EventBody = Omit<EventInput, 'description' | 'companyId'> & { description: string | null; companyId: number | null };

/** Creates an event (`id` null) or changes one. */
export const saveEvent = (id: number | null, body: EventBody) =>
  id === null ? apiClient.post<CyclingEvent>('/events', body) : apiClient.put<CyclingEvent>(`/events/${id}`, body);

export function useSaveEvent(eventId: number | null) {
  const changed = useEventChanged();
  return useMutation({ mutationFn: (body: EventBody) => saveEvent(eventId, body), onSuccess: changed });
}

import { useMutation } from '@tanstack/react-query';
import { useEventChanged } from '@/features/content/events/api/use-event-changed';
import { apiClient } from '@/lib/api-client';

export const deleteEvent = (id: number) => apiClient.delete<void>(`/events/${id}`);

export function useDeleteEvent() {
  const changed = useEventChanged();
  return useMutation({ mutationFn: deleteEvent, onSuccess: changed });
}

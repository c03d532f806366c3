import type { BoxEventKind } from '@veloport/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { boxesKeys } from '@/features/sharing/boxes/api/boxes-keys';
import { apiClient } from '@/lib/api-client';

export const recordBoxEvent = (id: number, body: { kind: BoxEventKind; slot?: number | null }) =>
  apiClient.post(`/boxes/${id}/events`, body);

export function useRecordBoxEvent(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { kind: BoxEventKind; slot?: number | null }) => recordBoxEvent(id, body),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: boxesKeys.events(id) }),
  });
}

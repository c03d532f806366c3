import type { TourDetail } from '@veloport/domain';
import { useMutation } from '@tanstack/react-query';
import { useTourChanged } from '@/features/workshop/tours/api/use-tour-changed';
import { apiClient } from '@/lib/api-client';

export const removeStop = (id: number, stopId: number) => apiClient.delete<TourDetail>(`/tours/${id}/stops/${stopId}`);

export function useRemoveStop(id: number) {
  const changed = useTourChanged();
  return useMutation({ mutationFn: (stopId: number) => removeStop(id, stopId), onSuccess: changed });
}

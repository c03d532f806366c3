import type { TourDetail } from '@veloport/domain';
import { useMutation } from '@tanstack/react-query';
import { useTourChanged } from '@/features/workshop/tours/api/use-tour-changed';
import { apiClient } from '@/lib/api-client';

export const cancelTour = (id: number) => apiClient.post<TourDetail>(`/tours/${id}/cancel`, {});

export function useCancelTour(id: number) {
  const changed = useTourChanged();
  return useMutation({ mutationFn: () => cancelTour(id), onSuccess: changed });
}

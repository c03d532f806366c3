import type { TourDetail } from '@veloport/domain';
import { useMutation } from '@tanstack/react-query';
import { useTourSaved } from '@/features/workshop/tours/api/use-tour-saved';
import { apiClient } from '@/lib/api-client';

export type StopInput = {
  maintenanceRequestId: number;
  windowStart?: string | null;
  windowEnd?: string | null;
  durationMinutes?: number | null;
};

export const addStop = (id: number, input: StopInput) => apiClient.post<TourDetail>(`/tours/${id}/stops`, input);

export function useAddStop(id: number) {
  const saved = useTourSaved();
  return useMutation({ mutationFn: (input: StopInput) => addStop(id, input), onSuccess: saved });
}

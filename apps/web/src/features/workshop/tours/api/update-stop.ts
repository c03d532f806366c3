import type { TourDetail } from '@veloport/domain';
import { useMutation } from '@tanstack/react-query';
import { useTourSaved } from '@/features/workshop/tours/api/use-tour-saved';
import { apiClient } from '@/lib/api-client';

export type StopPlacement = { stopId: number; lat: number; lng: number; windowStart: string | null; windowEnd: string | null };

/** Places a stop on the map and sets its time window. */
export const updateStop = (id: number, { stopId, ...input }: StopPlacement) =>
  apiClient.put<TourDetail>(`/tours/${id}/stops/${stopId}`, input);

export function useUpdateStop(id: number) {
  const saved = useTourSaved();
  return useMutation({ mutationFn: (placement: StopPlacement) => updateStop(id, placement), onSuccess: saved });
}

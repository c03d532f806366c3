import type { TourDetail } from '@veloport/domain';
import { useMutation } from '@tanstack/react-query';
import { useTourSaved } from '@/features/workshop/tours/api/use-tour-saved';
import { apiClient } from '@/lib/api-client';

export const createTour = (input: { date: string; mechanicId: number; storeId: number; vanLabel?: string | null }) =>
  apiClient.post<TourDetail>('/tours', input);

export function useCreateTour() {
  const saved = useTourSaved();
  return useMutation({ mutationFn: createTour, onSuccess: saved });
}

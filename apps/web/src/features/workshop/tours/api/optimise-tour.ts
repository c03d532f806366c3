import type { TourOptimised } from '@veloport/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toursKeys } from '@/features/workshop/tours/api/tours-keys';
import { apiClient } from '@/lib/api-client';

export type { TourOptimised };

export const optimiseTour = (id: number, preferFeasible: boolean = false) =>
  apiClient.post<TourOptimised>(`/tours/${id}/optimise`, { preferFeasible });

export function useOptimiseTour(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (preferFeasible: boolean = false) => optimiseTour(id, preferFeasible),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: toursKeys.tour(id) });
      void queryClient.invalidateQueries({ queryKey: toursKeys.lists() });
    },
  });
}

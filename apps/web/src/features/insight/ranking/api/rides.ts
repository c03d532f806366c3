import type { Ride, RideInput } from '@veloport/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { rankingKeys } from '@/features/insight/ranking/api/ranking-keys';
import { apiClient } from '@/lib/api-client';

export type { Ride };

export const getMyRides = () => apiClient.get<{ data: Ride[] }>('/me/rides');
export const myRidesQueryOptions = () => queryOptions({ queryKey: rankingKeys.rides(), queryFn: getMyRides });

export function useMyRides() {
  return useQuery(myRidesQueryOptions());
}

/** Adding or deleting a ride changes one's list and every ranking. */
export function useAddRide() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RideInput) => apiClient.post<Ride>('/me/rides', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rankingKeys.all }),
  });
}

export function useDeleteRide() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiClient.delete<void>(`/me/rides/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rankingKeys.all }),
  });
}

import type { CommuteInput } from '@veloport/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { rankingKeys } from '@/features/insight/ranking/api/ranking-keys';
import { apiClient } from '@/lib/api-client';

export const getMyCommute = () => apiClient.get<CommuteInput | null>('/me/commute');
export const myCommuteQueryOptions = () => queryOptions({ queryKey: rankingKeys.commute(), queryFn: getMyCommute });

export function useMyCommute() {
  return useQuery(myCommuteQueryOptions());
}

/** Declares (or, with null, removes) one's commute; the rankings follow. */
export function useSaveCommute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CommuteInput | null) => apiClient.put<CommuteInput | null>('/me/commute', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rankingKeys.all }),
  });
}

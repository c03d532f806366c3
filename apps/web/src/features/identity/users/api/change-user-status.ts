import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserDetail } from '@veloport/domain';
import { apiClient } from '@/lib/api-client';

export type StatusAction = 'deactivate' | 'reactivate';

/** POST /api/users/{id}/deactivate or /reactivate: a named action, recorded in the user's history. */
export const changeUserStatus = async ({ id, action }: { id: number; action: StatusAction }): Promise<UserDetail> =>
  (await apiClient.post<{ user: UserDetail }>(`/users/${id}/${action}`)).user;

export function useChangeUserStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeUserStatus,
    onSuccess: (user) => {
      queryClient.setQueryData(['users', 'detail', user.id], user);
      void queryClient.invalidateQueries({ queryKey: ['users', 'list'] });
      void queryClient.invalidateQueries({ queryKey: ['users', 'history', user.id] });
    },
  });
}

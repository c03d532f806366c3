import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserDetail } from '@veloport/domain';
import { usersKeys } from '@/features/identity/users/api/users-keys';
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
      queryClient.setQueryData(usersKeys.user(user.id), user);
      void queryClient.invalidateQueries({ queryKey: usersKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: usersKeys.history(user.id) });
    },
  });
}

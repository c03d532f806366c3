import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateUserRequest, UserDetail } from '@veloport/domain';
import { usersKeys } from '@/features/identity/users/api/users-keys';
import { apiClient } from '@/lib/api-client';

export const updateUser = async ({ id, ...request }: UpdateUserRequest & { id: number }): Promise<UserDetail> =>
  (await apiClient.put<{ user: UserDetail }>(`/users/${id}`, request)).user;

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: (user) => {
      queryClient.setQueryData(usersKeys.user(user.id), user);
      void queryClient.invalidateQueries({ queryKey: usersKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: usersKeys.history(user.id) });
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateUserRequest, UserDetail } from '@veloport/domain';
import { apiClient } from '@/lib/api-client';

export const updateUser = async ({ id, ...request }: UpdateUserRequest & { id: number }): Promise<UserDetail> =>
  (await apiClient.put<{ user: UserDetail }>(`/users/${id}`, request)).user;

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: (user) => {
      queryClient.setQueryData(['users', 'detail', user.id], user);
      void queryClient.invalidateQueries({ queryKey: ['users', 'list'] });
      void queryClient.invalidateQueries({ queryKey: ['users', 'history', user.id] });
    },
  });
}

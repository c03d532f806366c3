import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateUserRequest, createUserResponseSchema } from '@veloport/domain';
import { usersKeys } from '@/features/identity/users/api/users-keys';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export type CreateUserResponse = Infer<typeof createUserResponseSchema>;

export const createUser = (request: CreateUserRequest): Promise<CreateUserResponse> =>
  apiClient.post<CreateUserResponse>('/users', request);

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: ({ user }) => {
      queryClient.setQueryData(usersKeys.user(user.id), user);
      void queryClient.invalidateQueries({ queryKey: usersKeys.lists() });
    },
  });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserDetail } from '@veloport/domain';
import { usersKeys } from '@/features/identity/users/api/users-keys';
import { apiClient } from '@/lib/api-client';

export const getUser = async (id: number, signal?: AbortSignal): Promise<UserDetail> =>
  (await apiClient.get<{ user: UserDetail }>(`/users/${id}`, { signal })).user;

export const userQueryOptions = (id: number) =>
  queryOptions({ queryKey: usersKeys.user(id), queryFn: ({ signal }) => getUser(id, signal), retry: false });

export function useUser(id: number) {
  return useQuery({ ...userQueryOptions(id), enabled: id > 0 });
}

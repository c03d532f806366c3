import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { userListSchema } from '@veloport/domain';
import { usersKeys } from '@/features/identity/users/api/users-keys';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export type UserList = Infer<typeof userListSchema>;
export type UsersQuery = Record<string, string | number>;

export const listUsers = (query: UsersQuery, signal?: AbortSignal): Promise<UserList> =>
  apiClient.get<UserList>('/users', { query, signal });

export const usersQueryOptions = (query: UsersQuery) =>
  queryOptions({ queryKey: usersKeys.list(query), queryFn: ({ signal }) => listUsers(query, signal) });

/** Keeps the previous page on screen while the next one loads, so the table does not flash empty. */
export function useUsers(query: UsersQuery) {
  return useQuery({ ...usersQueryOptions(query), placeholderData: keepPreviousData });
}

import type { UserListItem, userListSchema } from '@veloport/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { conditionsKeys } from '@/features/companies/conditions/api/conditions-keys';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

type UserList = Infer<typeof userListSchema>;
const PER_PAGE = 100;
/** The shared-bike rules name at most 500 users. */
const MAX_PAGES = 5;

/** The company's people, for choosing who may book shared bikes (GET /api/users?companyId=). */
export async function getCompanyUsers(companyId: number): Promise<UserListItem[]> {
  const all: UserListItem[] = [];
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const list = await apiClient.get<UserList>('/users', { query: { companyId, page, perPage: PER_PAGE, sort: 'lastname' } });
    all.push(...list.data);
    if (all.length >= list.meta.total || list.data.length === 0) break;
  }
  return all;
}

export const companyUsersQueryOptions = (companyId: number) =>
  queryOptions({
    queryKey: conditionsKeys.users(companyId),
    queryFn: () => getCompanyUsers(companyId),
    retry: false,
    staleTime: 60_000,
  });

export function useCompanyUsers(companyId: number) {
  return useQuery(companyUsersQueryOptions(companyId));
}

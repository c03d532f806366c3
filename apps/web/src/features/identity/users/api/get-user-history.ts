import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { historyListSchema } from '@veloport/domain';
import { usersKeys } from '@/features/identity/users/api/users-keys';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export type HistoryPage = Infer<typeof historyListSchema>;
export const HISTORY_PER_PAGE = 20;

export const getUserHistory = (id: number, page: number, signal?: AbortSignal): Promise<HistoryPage> =>
  apiClient.get<HistoryPage>(`/users/${id}/history`, { query: { page, perPage: HISTORY_PER_PAGE }, signal });

export const userHistoryQueryOptions = (id: number, page: number) =>
  queryOptions({ queryKey: usersKeys.historyPage(id, page), queryFn: ({ signal }) => getUserHistory(id, page, signal) });

export function useUserHistory(id: number, page: number, enabled = true) {
  return useQuery({ ...userHistoryQueryOptions(id, page), enabled, placeholderData: keepPreviousData });
}

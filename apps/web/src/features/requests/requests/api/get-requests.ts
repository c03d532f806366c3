import type { requestListSchema } from '@veloport/domain';
import { queryOptions, useQuery, keepPreviousData } from '@tanstack/react-query';
import { requestsKeys } from '@/features/requests/requests/api/requests-keys';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export type RequestList = Infer<typeof requestListSchema>;
export type PublicRequest = RequestList['data'][number];

/** GET /api/requests: what visitors sent from the public site, newest first. */
export const getRequests = (query: Record<string, string | number>, signal?: AbortSignal) =>
  apiClient.get<RequestList>('/requests', { query, signal });

export const requestsQueryOptions = (query: Record<string, string | number>) =>
  queryOptions({
    queryKey: requestsKeys.list(query),
    queryFn: ({ signal }) => getRequests(query, signal),
    placeholderData: keepPreviousData,
  });

export function useRequests(query: Record<string, string | number>) {
  return useQuery(requestsQueryOptions(query));
}

import type { requestDetailSchema } from '@veloport/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestsKeys } from '@/features/requests/requests/api/requests-keys';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export type RequestDetail = Infer<typeof requestDetailSchema>;

/** GET /api/requests/{id}: every field, the replies and the history. */
export const getRequest = async (id: number, signal?: AbortSignal) =>
  (await apiClient.get<{ request: RequestDetail }>(`/requests/${id}`, { signal })).request;

export const requestQueryOptions = (id: number) =>
  queryOptions({
    queryKey: requestsKeys.request(id),
    queryFn: ({ signal }) => getRequest(id, signal),
    enabled: Number.isInteger(id) && id > 0,
  });

export function useRequest(id: number) {
  return useQuery(requestQueryOptions(id));
}

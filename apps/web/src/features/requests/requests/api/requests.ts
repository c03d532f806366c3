import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { requestDetailSchema, requestListSchema } from '@veloport/domain';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export type RequestList = Infer<typeof requestListSchema>;
export type PublicRequest = RequestList['data'][number];
export type RequestDetail = Infer<typeof requestDetailSchema>;

/** GET /api/requests: what visitors sent from the public site, newest first. */
export function useRequests(query: Record<string, string | number>) {
  return useQuery({
    queryKey: ['requests', 'list', query],
    queryFn: ({ signal }) => apiClient.get<RequestList>('/requests', { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/requests/{id}: every field, the replies and the history. */
export function useRequest(id: number) {
  return useQuery({
    queryKey: ['requests', 'detail', id],
    queryFn: async ({ signal }) => (await apiClient.get<{ request: RequestDetail }>(`/requests/${id}`, { signal })).request,
    enabled: Number.isInteger(id) && id > 0,
  });
}

/** POST /api/requests/{id}/status */
export function useChangeRequestStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, status }: { id: number; status: PublicRequest['status'] }) =>
      (await apiClient.post<{ request: PublicRequest }>(`/requests/${id}/status`, { status })).request,
    onSuccess: (_request, { id }) => {
      void queryClient.invalidateQueries({ queryKey: ['requests', 'list'] });
      void queryClient.invalidateQueries({ queryKey: ['requests', 'detail', id] });
    },
  });
}

/** POST /api/requests/{id}/replies: mails the answer to the requester; the request becomes answered. */
export function useReplyToRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, message }: { id: number; message: string }) =>
      (await apiClient.post<{ request: RequestDetail }>(`/requests/${id}/replies`, { message })).request,
    onSuccess: (request) => {
      queryClient.setQueryData(['requests', 'detail', request.id], request);
      void queryClient.invalidateQueries({ queryKey: ['requests', 'list'] });
    },
  });
}

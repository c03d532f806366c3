import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { requestListSchema } from '@veloport/domain';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export type RequestList = Infer<typeof requestListSchema>;
export type PublicRequest = RequestList['data'][number];

/** GET /api/requests: what visitors sent from the public site, newest first. */
export function useRequests(query: Record<string, string | number>) {
  return useQuery({
    queryKey: ['requests', 'list', query],
    queryFn: ({ signal }) => apiClient.get<RequestList>('/requests', { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** POST /api/requests/{id}/status */
export function useChangeRequestStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, status }: { id: number; status: PublicRequest['status'] }) =>
      (await apiClient.post<{ request: PublicRequest }>(`/requests/${id}/status`, { status })).request,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['requests', 'list'] }),
  });
}

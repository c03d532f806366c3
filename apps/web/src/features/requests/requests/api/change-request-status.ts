import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PublicRequest } from '@/features/requests/requests/api/get-requests';
import { requestsKeys } from '@/features/requests/requests/api/requests-keys';
import { apiClient } from '@/lib/api-client';

/** POST /api/requests/{id}/status */
export const changeRequestStatus = async ({ id, status }: { id: number; status: PublicRequest['status'] }) =>
  (await apiClient.post<{ request: PublicRequest }>(`/requests/${id}/status`, { status })).request;

export function useChangeRequestStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeRequestStatus,
    onSuccess: (_request, { id }) => {
      void queryClient.invalidateQueries({ queryKey: requestsKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: requestsKeys.request(id) });
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RequestDetail } from '@/features/requests/requests/api/get-request';
import { requestsKeys } from '@/features/requests/requests/api/requests-keys';
import { apiClient } from '@/lib/api-client';

/** POST /api/requests/{id}/replies: mails the answer to the requester; the request becomes answered. */
export const replyToRequest = async ({ id, message }: { id: number; message: string }) =>
  (await apiClient.post<{ request: RequestDetail }>(`/requests/${id}/replies`, { message })).request;

export function useReplyToRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replyToRequest,
    onSuccess: (request) => {
      queryClient.setQueryData(requestsKeys.request(request.id), request);
      void queryClient.invalidateQueries({ queryKey: requestsKeys.lists() });
    },
  });
}

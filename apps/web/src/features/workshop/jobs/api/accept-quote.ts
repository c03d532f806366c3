import type { JobLines } from '@veloport/domain';
import { useMutation } from '@tanstack/react-query';
import { useJobLinesSaved } from '@/features/workshop/jobs/api/use-job-lines-saved';
import { apiClient } from '@/lib/api-client';

export const acceptQuote = (id: number) => apiClient.post<JobLines>(`/maintenance-requests/${id}/quote/accept`);

export function useAcceptQuote(id: number) {
  const saved = useJobLinesSaved(id);
  return useMutation({ mutationFn: () => acceptQuote(id), onSuccess: saved });
}

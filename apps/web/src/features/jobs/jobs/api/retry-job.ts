import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BackgroundJob } from '@/features/jobs/jobs/api/get-jobs';
import { jobsKeys } from '@/features/jobs/jobs/api/jobs-keys';
import { apiClient } from '@/lib/api-client';

/** POST /api/jobs/{id}/retry: a failed job goes back to the queue. */
export const retryJob = async (id: string) => (await apiClient.post<{ job: BackgroundJob }>(`/jobs/${id}/retry`)).job;

export function useRetryJob() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: retryJob, onSuccess: () => void queryClient.invalidateQueries({ queryKey: jobsKeys.lists() }) });
}

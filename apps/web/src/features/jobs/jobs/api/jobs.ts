import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { jobListSchema } from '@veloport/domain';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export type JobList = Infer<typeof jobListSchema>;
export type BackgroundJob = JobList['data'][number];

/** GET /api/jobs: background jobs (mails…), newest first; refreshed while the page is open. */
export function useJobs(query: Record<string, string | number>) {
  return useQuery({
    queryKey: ['jobs', 'list', query],
    queryFn: ({ signal }) => apiClient.get<JobList>('/jobs', { query, signal }),
    placeholderData: keepPreviousData,
    refetchInterval: 10_000,
  });
}

/** POST /api/jobs/{id}/retry: a failed job goes back to the queue. */
export function useRetryJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => (await apiClient.post<{ job: BackgroundJob }>(`/jobs/${id}/retry`)).job,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['jobs', 'list'] }),
  });
}

import type { jobListSchema } from '@veloport/domain';
import { queryOptions, useQuery, keepPreviousData } from '@tanstack/react-query';
import { jobsKeys } from '@/features/jobs/jobs/api/jobs-keys';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export type JobList = Infer<typeof jobListSchema>;
export type BackgroundJob = JobList['data'][number];

/** GET /api/jobs: background jobs (mails…), newest first. */
export const getJobs = (query: Record<string, string | number>, signal?: AbortSignal) => apiClient.get<JobList>('/jobs', { query, signal });

/** Refreshed every ten seconds while the page is open. */
export const jobsQueryOptions = (query: Record<string, string | number>) =>
  queryOptions({
    queryKey: jobsKeys.list(query),
    queryFn: ({ signal }) => getJobs(query, signal),
    placeholderData: keepPreviousData,
    refetchInterval: 10_000,
  });

export function useJobs(query: Record<string, string | number>) {
  return useQuery(jobsQueryOptions(query));
}

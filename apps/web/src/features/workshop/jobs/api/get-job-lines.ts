import type { JobLines } from '@veloport/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { jobsKeys } from '@/features/workshop/jobs/api/jobs-keys';
import { apiClient } from '@/lib/api-client';

export type { JobLines };

export const getJobLines = (id: number) => apiClient.get<JobLines>(`/maintenance-requests/${id}/lines`);

export const jobLinesQueryOptions = (id: number) =>
  queryOptions({ queryKey: jobsKeys.lines(id), queryFn: () => getJobLines(id), enabled: Number.isInteger(id) && id > 0 });

export function useJobLines(id: number) {
  return useQuery(jobLinesQueryOptions(id));
}

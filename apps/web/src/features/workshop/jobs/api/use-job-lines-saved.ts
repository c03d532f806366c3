import type { JobLines } from '@veloport/domain';
import { useQueryClient } from '@tanstack/react-query';
import { jobsKeys } from '@/features/workshop/jobs/api/jobs-keys';

/** Keeps the lines the API answered and refreshes the request (its history tells the change). */
export function useJobLinesSaved(id: number) {
  const queryClient = useQueryClient();
  return (lines: JobLines) => {
    queryClient.setQueryData(jobsKeys.lines(id), lines);
    void queryClient.invalidateQueries({ queryKey: jobsKeys.request(id), exact: true });
  };
}

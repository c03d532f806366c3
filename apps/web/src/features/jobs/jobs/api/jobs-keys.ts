import { queryRoots } from '@/lib/query-roots';

/** Background jobs' query keys (decision 072). */
export const jobsKeys = {
  lists: () => [...queryRoots.jobs, 'list'] as const,
  list: (query: Record<string, string | number>) => [...queryRoots.jobs, 'list', query] as const,
};

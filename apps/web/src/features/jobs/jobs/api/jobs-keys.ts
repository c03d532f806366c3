import { jobsRoot } from '@/lib/query-roots';

/** Background jobs' query keys (decision 072). */
export const jobsKeys = {
  lists: () => [...jobsRoot, 'list'] as const,
  list: (query: Record<string, string | number>) => [...jobsRoot, 'list', query] as const,
};

import { queryRoots } from '@/lib/query-roots';

/** The public site's requests' query keys (decision 072). */
export const requestsKeys = {
  lists: () => [...queryRoots.requests, 'list'] as const,
  list: (query: Record<string, string | number>) => [...queryRoots.requests, 'list', query] as const,
  request: (id: number) => [...queryRoots.requests, 'detail', id] as const,
};

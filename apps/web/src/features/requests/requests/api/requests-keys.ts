import { requestsRoot } from '@/lib/query-roots';

/** The public site's requests' query keys (decision 072). */
export const requestsKeys = {
  lists: () => [...requestsRoot, 'list'] as const,
  list: (query: Record<string, string | number>) => [...requestsRoot, 'list', query] as const,
  request: (id: number) => [...requestsRoot, 'detail', id] as const,
};

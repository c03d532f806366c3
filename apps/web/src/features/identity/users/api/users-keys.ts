import { usersRoot } from '@/lib/query-roots';

/** Users' query keys (decision 072). */
export const usersKeys = {
  lists: () => [...usersRoot, 'list'] as const,
  list: (query: Record<string, string | number>) => [...usersRoot, 'list', query] as const,
  user: (id: number) => [...usersRoot, 'detail', id] as const,
  history: (id: number) => [...usersRoot, 'history', id] as const,
  historyPage: (id: number, page: number) => [...usersRoot, 'history', id, page] as const,
};

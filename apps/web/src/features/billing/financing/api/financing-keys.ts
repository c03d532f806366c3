import { queryRoots } from '@/lib/query-roots';

/** External financing's query keys (decision 072). */
export const financingKeys = {
  all: queryRoots.financing,
  lists: () => [...queryRoots.financing, 'list'] as const,
  list: (query: Record<string, string | number>) => [...queryRoots.financing, 'list', query] as const,
  financing: (id: number) => [...queryRoots.financing, id] as const,
  financiers: () => [...queryRoots.financing, 'financiers'] as const,
};

import { financingRoot } from '@/lib/query-roots';

/** External financing's query keys (decision 072). */
export const financingKeys = {
  all: financingRoot,
  lists: () => [...financingRoot, 'list'] as const,
  list: (query: Record<string, string | number>) => [...financingRoot, 'list', query] as const,
  financing: (id: number) => [...financingRoot, id] as const,
  financiers: () => [...financingRoot, 'financiers'] as const,
};

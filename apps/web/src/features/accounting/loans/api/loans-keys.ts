import { loansRoot } from '@/lib/query-roots';

/** The loans screens' query keys (decision 087). */
export const loansKeys = {
  all: loansRoot,
  list: (query: Record<string, string | number>) => [...loansRoot, 'list', query] as const,
  detail: (id: number) => [...loansRoot, 'detail', id] as const,
  debt: () => [...loansRoot, 'debt-over-time'] as const,
  bankMatches: () => [...loansRoot, 'bank-matches'] as const,
};

import { queryRoots } from '@/lib/query-roots';

/** Gift cards' query keys (decision 072). */
export const giftCardsKeys = {
  all: queryRoots.giftCards,
  lists: () => [...queryRoots.giftCards, 'list'] as const,
  list: (query: Record<string, string | number>) => [...queryRoots.giftCards, 'list', query] as const,
  card: (id: number) => [...queryRoots.giftCards, id] as const,
};

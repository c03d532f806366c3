import { giftCardsRoot } from '@/lib/query-roots';

/** Gift cards' query keys (decision 072). */
export const giftCardsKeys = {
  all: giftCardsRoot,
  lists: () => [...giftCardsRoot, 'list'] as const,
  list: (query: Record<string, string | number>) => [...giftCardsRoot, 'list', query] as const,
  card: (id: number) => [...giftCardsRoot, id] as const,
};

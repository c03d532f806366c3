import { promoCodesRoot } from '@/lib/query-roots';

/** Promo codes' query keys (decision 072). */
export const promoCodesKeys = {
  all: promoCodesRoot,
  lists: () => [...promoCodesRoot, 'list'] as const,
  list: (query: Record<string, string | number>) => [...promoCodesRoot, 'list', query] as const,
  code: (id: number) => [...promoCodesRoot, id] as const,
  history: (id: number) => [...promoCodesRoot, id, 'history'] as const,
};

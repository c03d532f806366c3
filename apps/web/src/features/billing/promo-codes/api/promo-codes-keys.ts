import { queryRoots } from '@/lib/query-roots';

/** Promo codes' query keys (decision 072). */
export const promoCodesKeys = {
  all: queryRoots.promoCodes,
  lists: () => [...queryRoots.promoCodes, 'list'] as const,
  list: (query: Record<string, string | number>) => [...queryRoots.promoCodes, 'list', query] as const,
  code: (id: number) => [...queryRoots.promoCodes, id] as const,
  history: (id: number) => [...queryRoots.promoCodes, id, 'history'] as const,
};

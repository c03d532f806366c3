import { queryRoots } from '@/lib/query-roots';

/** The refunds screens' query keys (decision 065, 072). */
export const refundsKeys = {
  all: queryRoots.refunds,
  list: (query: Record<string, string | number>) => [...queryRoots.refunds, 'list', query] as const,
  batch: (id: number | null) => [...queryRoots.refunds, 'batches', id] as const,
};

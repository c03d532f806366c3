import { refundsRoot } from '@/lib/query-roots';

/** The refunds screens' query keys (decision 065, 072). */
export const refundsKeys = {
  all: refundsRoot,
  list: (query: Record<string, string | number>) => [...refundsRoot, 'list', query] as const,
  batch: (id: number | null) => [...refundsRoot, 'batches', id] as const,
};

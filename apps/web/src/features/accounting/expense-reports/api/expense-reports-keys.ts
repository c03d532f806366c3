import { expenseReportsRoot } from '@/lib/query-roots';

/** The expense reports screens' query keys (decision 072, 088). */
export const expenseReportsKeys = {
  all: expenseReportsRoot,
  lists: () => [...expenseReportsRoot, 'list'] as const,
  list: (query: Record<string, string | number>) => [...expenseReportsRoot, 'list', query] as const,
  totals: (query: Record<string, string | number>) => [...expenseReportsRoot, 'totals', query] as const,
  batches: () => [...expenseReportsRoot, 'batches'] as const,
  bankAccount: () => [...expenseReportsRoot, 'bank-account'] as const,
  settings: () => [...expenseReportsRoot, 'settings'] as const,
};

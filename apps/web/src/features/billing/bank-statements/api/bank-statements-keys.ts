import { queryRoots } from '@/lib/query-roots';

/**
 * The bank statements screen's query keys (decision 072). A statement or a match pays bills, so the screen also
 * refreshes the bills (`bills`), and it shows the refunds waiting for a transfer file.
 */
export const bankStatementsKeys = {
  all: queryRoots.bankStatements,
  unmatched: (query: Record<string, string | number>) => [...queryRoots.bankStatements, 'unmatched', query] as const,
  bills: queryRoots.bills,
  billChoices: (q: string) => [...queryRoots.bills, 'list', 'picker', q] as const,
  refunds: queryRoots.refunds,
  pendingRefunds: () => [...queryRoots.refunds, 'pending'] as const,
  refundBatches: () => [...queryRoots.refunds, 'batches'] as const,
};

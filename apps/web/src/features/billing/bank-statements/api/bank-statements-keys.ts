import { bankStatementsRoot, billsRoot, refundsRoot } from '@/lib/query-roots';

/**
 * The bank statements screen's query keys (decision 072). A statement or a match pays bills, so the screen also
 * refreshes the bills (`bills`), and it shows the refunds waiting for a transfer file.
 */
export const bankStatementsKeys = {
  all: bankStatementsRoot,
  unmatched: (query: Record<string, string | number>) => [...bankStatementsRoot, 'unmatched', query] as const,
  bills: billsRoot,
  billChoices: (q: string) => [...billsRoot, 'list', 'picker', q] as const,
  refunds: refundsRoot,
  pendingRefunds: () => [...refundsRoot, 'pending'] as const,
  refundBatches: () => [...refundsRoot, 'batches'] as const,
};

import { billsRoot } from '@/lib/query-roots';

/** The bill screens' query keys (decision 072); `all` also holds what other billing screens show of a bill. */
export const billsKeys = {
  all: billsRoot,
  lists: () => [...billsRoot, 'list'] as const,
  list: (query: Record<string, string | number>) => [...billsRoot, 'list', query] as const,
  bill: (id: number) => [...billsRoot, id] as const,
  history: (id: number) => [...billsRoot, id, 'history'] as const,
  payments: (id: number) => [...billsRoot, id, 'payments'] as const,
  peppol: (id: number) => [...billsRoot, id, 'peppol'] as const,
  customers: () => [...billsRoot, 'customers'] as const,
};

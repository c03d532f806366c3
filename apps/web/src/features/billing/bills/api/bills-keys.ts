import { queryRoots } from '@/lib/query-roots';

/** The bill screens' query keys (decision 072); `all` also holds what other billing screens show of a bill. */
export const billsKeys = {
  all: queryRoots.bills,
  lists: () => [...queryRoots.bills, 'list'] as const,
  list: (query: Record<string, string | number>) => [...queryRoots.bills, 'list', query] as const,
  bill: (id: number) => [...queryRoots.bills, id] as const,
  history: (id: number) => [...queryRoots.bills, id, 'history'] as const,
  payments: (id: number) => [...queryRoots.bills, id, 'payments'] as const,
  peppol: (id: number) => [...queryRoots.bills, id, 'peppol'] as const,
  customers: () => [...queryRoots.bills, 'customers'] as const,
};

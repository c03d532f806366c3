import { queryRoots } from '@/lib/query-roots';

/** Insurance follow-ups' query keys (decision 072). */
export const insuranceKeys = {
  all: queryRoots.insurance,
  lists: () => [...queryRoots.insurance, 'list'] as const,
  list: (query: Record<string, string | number>) => [...queryRoots.insurance, 'list', query] as const,
  followUp: (id: number) => [...queryRoots.insurance, id] as const,
  renewalsDue: () => [...queryRoots.insurance, 'renewals-due'] as const,
};

import { insuranceRoot } from '@/lib/query-roots';

/** Insurance follow-ups' query keys (decision 072). */
export const insuranceKeys = {
  all: insuranceRoot,
  lists: () => [...insuranceRoot, 'list'] as const,
  list: (query: Record<string, string | number>) => [...insuranceRoot, 'list', query] as const,
  followUp: (id: number) => [...insuranceRoot, id] as const,
  renewalsDue: () => [...insuranceRoot, 'renewals-due'] as const,
};

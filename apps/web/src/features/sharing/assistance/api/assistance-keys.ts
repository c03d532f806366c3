import { queryRoots } from '@/lib/query-roots';

/** Assistance reports' query keys (decision 072), and the reservation a report is about. */
export const assistanceKeys = {
  all: queryRoots.assistance,
  lists: () => [...queryRoots.assistance, 'list'] as const,
  list: (query: Record<string, string | number>) => [...queryRoots.assistance, 'list', query] as const,
  report: (id: number) => [...queryRoots.assistance, id] as const,
  reservation: (id: number) => [...queryRoots.reservations, id] as const,
};

import { assistanceRoot, reservationsRoot } from '@/lib/query-roots';

/** Assistance reports' query keys (decision 072), and the reservation a report is about. */
export const assistanceKeys = {
  all: assistanceRoot,
  lists: () => [...assistanceRoot, 'list'] as const,
  list: (query: Record<string, string | number>) => [...assistanceRoot, 'list', query] as const,
  report: (id: number) => [...assistanceRoot, id] as const,
  reservation: (id: number) => [...reservationsRoot, id] as const,
};

import { boxesRoot } from '@/lib/query-roots';

/** Boxes' query keys (decision 072). */
export const boxesKeys = {
  all: boxesRoot,
  lists: () => [...boxesRoot, 'list'] as const,
  list: (query: Record<string, string | number>) => [...boxesRoot, 'list', query] as const,
  box: (id: number) => [...boxesRoot, id] as const,
  events: (id: number) => [...boxesRoot, id, 'events'] as const,
  eventPage: (id: number, page: number) => [...boxesRoot, id, 'events', page] as const,
  statistics: (months: number) => [...boxesRoot, 'statistics', months] as const,
  // Its own key: `companies, minimal` holds the admin context's bare list, and this is the `{ data }` envelope.
  companies: () => [...boxesRoot, 'companies'] as const,
  buildings: (companyId: number | null) => [...boxesRoot, 'buildings', companyId] as const,
};

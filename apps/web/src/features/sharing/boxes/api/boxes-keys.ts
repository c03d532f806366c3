import { queryRoots } from '@/lib/query-roots';

/** Boxes' query keys (decision 072). */
export const boxesKeys = {
  all: queryRoots.boxes,
  lists: () => [...queryRoots.boxes, 'list'] as const,
  list: (query: Record<string, string | number>) => [...queryRoots.boxes, 'list', query] as const,
  box: (id: number) => [...queryRoots.boxes, id] as const,
  events: (id: number) => [...queryRoots.boxes, id, 'events'] as const,
  eventPage: (id: number, page: number) => [...queryRoots.boxes, id, 'events', page] as const,
  statistics: (months: number) => [...queryRoots.boxes, 'statistics', months] as const,
  // Its own key: `companies, minimal` holds the admin context's bare list, and this is the `{ data }` envelope.
  companies: () => [...queryRoots.boxes, 'companies'] as const,
  buildings: (companyId: number | null) => [...queryRoots.boxes, 'buildings', companyId] as const,
};

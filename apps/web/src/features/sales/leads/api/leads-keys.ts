import { queryRoots } from '@/lib/query-roots';

/** Leads' query keys (decision 072); the model picker reads the catalogue under its own root. */
export const leadsKeys = {
  all: queryRoots.leads,
  lists: () => [...queryRoots.leads, 'list'] as const,
  list: (query: Record<string, string | number>) => [...queryRoots.leads, 'list', query] as const,
  lead: (id: number) => [...queryRoots.leads, id] as const,
  history: (id: number) => [...queryRoots.leads, id, 'history'] as const,
  modelChoices: () => [...queryRoots.catalog, 'bikes', 'lead-interest'] as const,
};

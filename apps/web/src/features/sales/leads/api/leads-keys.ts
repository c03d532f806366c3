import { catalogRoot, leadsRoot } from '@/lib/query-roots';

/** Leads' query keys (decision 072); the model picker reads the catalogue under its own root. */
export const leadsKeys = {
  all: leadsRoot,
  lists: () => [...leadsRoot, 'list'] as const,
  list: (query: Record<string, string | number>) => [...leadsRoot, 'list', query] as const,
  lead: (id: number) => [...leadsRoot, id] as const,
  history: (id: number) => [...leadsRoot, id, 'history'] as const,
  modelChoices: () => [...catalogRoot, 'bikes', 'lead-interest'] as const,
};

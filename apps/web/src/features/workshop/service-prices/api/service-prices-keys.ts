import { servicePricesRoot, workshopRoot } from '@/lib/query-roots';

/** The price list's query keys (decision 072); the stores come from the workshop's capacity. */
export const servicePricesKeys = {
  all: servicePricesRoot,
  lists: () => [...servicePricesRoot, 'list'] as const,
  list: (query: Record<string, string | number>) => [...servicePricesRoot, 'list', query] as const,
  servicePrice: (id: number) => [...servicePricesRoot, id] as const,
  history: (id: number) => [...servicePricesRoot, id, 'history'] as const,
  capacity: () => [...workshopRoot, 'capacity'] as const,
};

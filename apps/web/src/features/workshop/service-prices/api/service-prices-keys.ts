import { queryRoots } from '@/lib/query-roots';

/** The price list's query keys (decision 072); the stores come from the workshop's capacity. */
export const servicePricesKeys = {
  all: queryRoots.servicePrices,
  lists: () => [...queryRoots.servicePrices, 'list'] as const,
  list: (query: Record<string, string | number>) => [...queryRoots.servicePrices, 'list', query] as const,
  servicePrice: (id: number) => [...queryRoots.servicePrices, id] as const,
  history: (id: number) => [...queryRoots.servicePrices, id, 'history'] as const,
  capacity: () => [...queryRoots.workshop, 'capacity'] as const,
};

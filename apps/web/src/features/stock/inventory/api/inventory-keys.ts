import { queryRoots } from '@/lib/query-roots';

/** Inventories' query keys (decision 072); closing one moves bikes, so it refreshes the stock bikes too. */
export const inventoryKeys = {
  lists: () => [...queryRoots.inventories, 'list'] as const,
  list: (query: Record<string, string | number>) => [...queryRoots.inventories, 'list', query] as const,
  inventory: (id: number) => [...queryRoots.inventories, 'detail', id] as const,
  stockBikes: queryRoots.stockBikes,
  stores: () => queryRoots.stockLocations,
};

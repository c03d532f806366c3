import { inventoriesRoot, stockBikesRoot, stockLocationsRoot } from '@/lib/query-roots';

/** Inventories' query keys (decision 072); closing one moves bikes, so it refreshes the stock bikes too. */
export const inventoryKeys = {
  lists: () => [...inventoriesRoot, 'list'] as const,
  list: (query: Record<string, string | number>) => [...inventoriesRoot, 'list', query] as const,
  inventory: (id: number) => [...inventoriesRoot, 'detail', id] as const,
  stockBikes: stockBikesRoot,
  stores: () => stockLocationsRoot,
};

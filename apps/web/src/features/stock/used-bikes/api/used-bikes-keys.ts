import { buyBacksRoot, usedBikesRoot } from '@/lib/query-roots';

/** Used bikes' and buy-backs' query keys (decision 072). */
export const usedBikesKeys = {
  lists: () => [...usedBikesRoot, 'list'] as const,
  list: (query: Record<string, string | number>) => [...usedBikesRoot, 'list', query] as const,
  usedBike: (id: number) => [...usedBikesRoot, id] as const,
  buyBacks: buyBacksRoot,
  buyBackList: (query: Record<string, string | number>) => [...buyBacksRoot, 'list', query] as const,
};

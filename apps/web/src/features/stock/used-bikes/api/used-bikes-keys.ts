import { queryRoots } from '@/lib/query-roots';

/** Used bikes' and buy-backs' query keys (decision 072). */
export const usedBikesKeys = {
  lists: () => [...queryRoots.usedBikes, 'list'] as const,
  list: (query: Record<string, string | number>) => [...queryRoots.usedBikes, 'list', query] as const,
  usedBike: (id: number) => [...queryRoots.usedBikes, id] as const,
  buyBacks: queryRoots.buyBacks,
  buyBackList: (query: Record<string, string | number>) => [...queryRoots.buyBacks, 'list', query] as const,
};

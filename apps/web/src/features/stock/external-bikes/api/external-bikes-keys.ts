import { queryRoots } from '@/lib/query-roots';

/** External bikes' query keys (decision 072). */
export const externalBikesKeys = {
  lists: () => [...queryRoots.externalBikes, 'list'] as const,
  list: (query: Record<string, string | number>) => [...queryRoots.externalBikes, 'list', query] as const,
  bike: (id: number) => [...queryRoots.externalBikes, id] as const,
};

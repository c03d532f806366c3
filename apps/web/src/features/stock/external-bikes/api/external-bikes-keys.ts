import { externalBikesRoot } from '@/lib/query-roots';

/** External bikes' query keys (decision 072). */
export const externalBikesKeys = {
  lists: () => [...externalBikesRoot, 'list'] as const,
  list: (query: Record<string, string | number>) => [...externalBikesRoot, 'list', query] as const,
  bike: (id: number) => [...externalBikesRoot, id] as const,
};

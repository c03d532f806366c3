import { workshopPartsRoot } from '@/lib/query-roots';

/** The workshop parts' query keys (decision 072). */
export const partsKeys = {
  all: workshopPartsRoot,
  lists: () => [...workshopPartsRoot, 'list'] as const,
  list: (query: Record<string, string | number>) => [...workshopPartsRoot, 'list', query] as const,
  accessories: () => [...workshopPartsRoot, 'accessories'] as const,
  accessorySearch: (q: string) => [...workshopPartsRoot, 'accessories', 'search', q] as const,
};

import type { BikeModelListKind } from '@/features/catalog/catalog/api/get-bike-models';
import { catalogRoot } from '@/lib/query-roots';

/** The catalogue's query keys (decision 072): bike models, accessories, characteristics and brand imports. */
export const catalogKeys = {
  bikes: () => [...catalogRoot, 'bikes'] as const,
  bikeLists: () => [...catalogRoot, 'bikes', 'list'] as const,
  bikeList: (kind: BikeModelListKind, query: Record<string, string | number>) => [...catalogRoot, 'bikes', 'list', kind, query] as const,
  bike: (id: number) => [...catalogRoot, 'bikes', id] as const,
  accessoryLists: () => [...catalogRoot, 'accessories', 'list'] as const,
  accessoryList: (query: Record<string, string | number>) => [...catalogRoot, 'accessories', 'list', query] as const,
  accessory: (id: number) => [...catalogRoot, 'accessories', id] as const,
  characteristics: () => [...catalogRoot, 'characteristics'] as const,
  importLists: () => [...catalogRoot, 'imports', 'list'] as const,
  importList: (query: Record<string, string | number>) => [...catalogRoot, 'imports', 'list', query] as const,
  importRun: (id: number | null) => [...catalogRoot, 'imports', id] as const,
};

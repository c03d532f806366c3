import type { BikeModelListKind } from '@/features/catalog/catalog/api/get-bike-models';
import { queryRoots } from '@/lib/query-roots';

/** The catalogue's query keys (decision 072): bike models, accessories, characteristics and brand imports. */
export const catalogKeys = {
  bikes: () => [...queryRoots.catalog, 'bikes'] as const,
  bikeLists: () => [...queryRoots.catalog, 'bikes', 'list'] as const,
  bikeList: (kind: BikeModelListKind, query: Record<string, string | number>) =>
    [...queryRoots.catalog, 'bikes', 'list', kind, query] as const,
  bike: (id: number) => [...queryRoots.catalog, 'bikes', id] as const,
  accessoryLists: () => [...queryRoots.catalog, 'accessories', 'list'] as const,
  accessoryList: (query: Record<string, string | number>) => [...queryRoots.catalog, 'accessories', 'list', query] as const,
  accessory: (id: number) => [...queryRoots.catalog, 'accessories', id] as const,
  characteristics: () => [...queryRoots.catalog, 'characteristics'] as const,
  importLists: () => [...queryRoots.catalog, 'imports', 'list'] as const,
  importList: (query: Record<string, string | number>) => [...queryRoots.catalog, 'imports', 'list', query] as const,
  importRun: (id: number | null) => [...queryRoots.catalog, 'imports', id] as const,
};

import { queryRoots } from '@/lib/query-roots';

/** The stock screens' query keys (decision 072): bikes, a fleet's bikes, accessories in stock, and what they pick from. */
export const stockKeys = {
  bikes: queryRoots.stockBikes,
  bikeLists: () => [...queryRoots.stockBikes, 'list'] as const,
  bikeList: (query: Record<string, string | number>) => [...queryRoots.stockBikes, 'list', query] as const,
  insured: (query: Record<string, string | number>) => [...queryRoots.stockBikes, 'insurance', query] as const,
  bike: (id: number) => [...queryRoots.stockBikes, 'detail', id] as const,
  summary: (filters: Record<string, string | number>) => [...queryRoots.stockBikes, 'summary', filters] as const,
  fleetBikes: (query: Record<string, string | number>) => [...queryRoots.fleetBikes, 'list', query] as const,
  fleetBike: (id: number) => [...queryRoots.fleetBikes, 'detail', id] as const,
  accessoryLists: () => [...queryRoots.accessoryStock, 'list'] as const,
  accessoryList: (query: Record<string, string | number>) => [...queryRoots.accessoryStock, 'list', query] as const,
  locations: () => queryRoots.stockLocations,
  modelOptions: (q: string) => [...queryRoots.catalogBikes, 'options', q] as const,
  companyUsers: (companyId: number | null) => [...queryRoots.users, 'list', { companyId, perPage: 100, purpose: 'stock-assign' }] as const,
};

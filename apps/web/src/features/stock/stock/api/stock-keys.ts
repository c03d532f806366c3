import { accessoryStockRoot, catalogBikesRoot, fleetBikesRoot, stockBikesRoot, stockLocationsRoot, usersRoot } from '@/lib/query-roots';

/** The stock screens' query keys (decision 072): bikes, a fleet's bikes, accessories in stock, and what they pick from. */
export const stockKeys = {
  bikes: stockBikesRoot,
  bikeLists: () => [...stockBikesRoot, 'list'] as const,
  bikeList: (query: Record<string, string | number>) => [...stockBikesRoot, 'list', query] as const,
  insured: (query: Record<string, string | number>) => [...stockBikesRoot, 'insurance', query] as const,
  bike: (id: number) => [...stockBikesRoot, 'detail', id] as const,
  summary: (filters: Record<string, string | number>) => [...stockBikesRoot, 'summary', filters] as const,
  fleetBikes: (query: Record<string, string | number>) => [...fleetBikesRoot, 'list', query] as const,
  fleetBike: (id: number) => [...fleetBikesRoot, 'detail', id] as const,
  accessoryLists: () => [...accessoryStockRoot, 'list'] as const,
  accessoryList: (query: Record<string, string | number>) => [...accessoryStockRoot, 'list', query] as const,
  locations: () => stockLocationsRoot,
  modelOptions: (q: string) => [...catalogBikesRoot, 'options', q] as const,
  companyUsers: (companyId: number | null) => [...usersRoot, 'list', { companyId, perPage: 100, purpose: 'stock-assign' }] as const,
};

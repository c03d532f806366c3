import { queryRoots } from '@/lib/query-roots';

/** Maintenance requests' query keys (decision 072), with the workshops' first free days and the customer's bikes. */
export const maintenanceKeys = {
  all: queryRoots.maintenanceRequests,
  lists: () => [...queryRoots.maintenanceRequests, 'list'] as const,
  list: (query: Record<string, string | number>) => [...queryRoots.maintenanceRequests, 'list', query] as const,
  request: (id: number) => [...queryRoots.maintenanceRequests, id] as const,
  bikeLookup: (frameNumber: string) => [...queryRoots.maintenanceRequests, 'bike-lookup', frameNumber] as const,
  stores: () => [...queryRoots.workshop, 'stores'] as const,
  myBikes: () => [...queryRoots.me, 'bikes'] as const,
};

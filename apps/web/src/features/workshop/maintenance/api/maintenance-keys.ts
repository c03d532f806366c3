import { maintenanceRequestsRoot, meRoot, workshopRoot } from '@/lib/query-roots';

/** Maintenance requests' query keys (decision 072), with the workshops' first free days and the customer's bikes. */
export const maintenanceKeys = {
  all: maintenanceRequestsRoot,
  lists: () => [...maintenanceRequestsRoot, 'list'] as const,
  list: (query: Record<string, string | number>) => [...maintenanceRequestsRoot, 'list', query] as const,
  request: (id: number) => [...maintenanceRequestsRoot, id] as const,
  bikeLookup: (frameNumber: string) => [...maintenanceRequestsRoot, 'bike-lookup', frameNumber] as const,
  stores: () => [...workshopRoot, 'stores'] as const,
  myBikes: () => [...meRoot, 'bikes'] as const,
};

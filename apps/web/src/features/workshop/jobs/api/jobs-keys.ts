import { queryRoots } from '@/lib/query-roots';

/** A request's quote and job lines (decision 072): kept under the request, whose history tells each change. */
export const jobsKeys = {
  request: (id: number) => [...queryRoots.maintenanceRequests, id] as const,
  lines: (id: number) => [...queryRoots.maintenanceRequests, id, 'lines'] as const,
  serviceChoices: () => [...queryRoots.servicePrices, 'choices'] as const,
  accessoryChoices: () => [...queryRoots.catalog, 'accessories', 'choices'] as const,
};

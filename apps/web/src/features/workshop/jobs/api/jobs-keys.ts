import { maintenanceRequestsRoot, servicePricesRoot, workshopPartsRoot } from '@/lib/query-roots';

/** A request's quote and job lines (decision 072): kept under the request, whose history tells each change. */
export const jobsKeys = {
  request: (id: number) => [...maintenanceRequestsRoot, id] as const,
  lines: (id: number) => [...maintenanceRequestsRoot, id, 'lines'] as const,
  serviceChoices: () => [...servicePricesRoot, 'choices'] as const,
  /** The part picker's choices (decision 102), under the parts' root: a part saved refreshes them. */
  partChoices: (q: string) => [...workshopPartsRoot, 'choices', q] as const,
};

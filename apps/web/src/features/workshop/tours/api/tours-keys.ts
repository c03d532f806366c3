import { maintenanceRequestsRoot, toursRoot } from '@/lib/query-roots';

/** Repair tours' query keys (decision 072); confirming or changing a tour also dates the maintenance requests. */
export const toursKeys = {
  all: toursRoot,
  lists: () => [...toursRoot, 'list'] as const,
  list: (query: Record<string, string | number>) => [...toursRoot, 'list', query] as const,
  tour: (id: number) => [...toursRoot, id] as const,
  requests: () => [...toursRoot, 'requests'] as const,
  requestList: (list: 'to_propose' | 'to_confirm', query: Record<string, string | number>) =>
    [...toursRoot, 'requests', list, query] as const,
  stores: () => [...toursRoot, 'stores'] as const,
  mechanics: () => [...toursRoot, 'mechanics'] as const,
  mapTiles: () => [...toursRoot, 'map-tiles'] as const,
  mine: () => [...toursRoot, 'mine'] as const,
  myTours: (date?: string) => [...toursRoot, 'mine', date ?? 'today'] as const,
  myWork: () => [...toursRoot, 'mine', 'work'] as const,
  myDayWork: (date?: string) => [...toursRoot, 'mine', 'work', date ?? 'today'] as const,
  visits: () => [...toursRoot, 'visit'] as const,
  visit: (requestId: number) => [...toursRoot, 'visit', requestId] as const,
  maintenanceRequests: maintenanceRequestsRoot,
};

import { queryRoots } from '@/lib/query-roots';

/** Repair tours' query keys (decision 072); confirming or changing a tour also dates the maintenance requests. */
export const toursKeys = {
  all: queryRoots.tours,
  lists: () => [...queryRoots.tours, 'list'] as const,
  list: (query: Record<string, string | number>) => [...queryRoots.tours, 'list', query] as const,
  tour: (id: number) => [...queryRoots.tours, id] as const,
  requests: () => [...queryRoots.tours, 'requests'] as const,
  requestList: (list: 'to_propose' | 'to_confirm', query: Record<string, string | number>) =>
    [...queryRoots.tours, 'requests', list, query] as const,
  stores: () => [...queryRoots.tours, 'stores'] as const,
  mechanics: () => [...queryRoots.tours, 'mechanics'] as const,
  mapTiles: () => [...queryRoots.tours, 'map-tiles'] as const,
  mine: () => [...queryRoots.tours, 'mine'] as const,
  myTours: (date?: string) => [...queryRoots.tours, 'mine', date ?? 'today'] as const,
  myWork: () => [...queryRoots.tours, 'mine', 'work'] as const,
  myDayWork: (date?: string) => [...queryRoots.tours, 'mine', 'work', date ?? 'today'] as const,
  visits: () => [...queryRoots.tours, 'visit'] as const,
  visit: (requestId: number) => [...queryRoots.tours, 'visit', requestId] as const,
  maintenanceRequests: queryRoots.maintenanceRequests,
};

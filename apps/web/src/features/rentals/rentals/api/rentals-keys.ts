import { queryRoots } from '@/lib/query-roots';

/** Bike rentals' query keys (decision 072). */
export const rentalsKeys = {
  lists: () => [...queryRoots.rentals, 'list'] as const,
  list: (query: Record<string, string | number>) => [...queryRoots.rentals, 'list', query] as const,
  lateCount: () => [...queryRoots.rentals, 'list', 'late-count'] as const,
  rental: (id: number) => [...queryRoots.rentals, id] as const,
  history: (id: number) => [...queryRoots.rentals, id, 'history'] as const,
  availabilities: () => [...queryRoots.rentals, 'availability'] as const,
  availability: (startDate: string, endDate: string) => [...queryRoots.rentals, 'availability', startDate, endDate] as const,
  requests: () => [...queryRoots.rentals, 'requests'] as const,
};

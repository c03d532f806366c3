import { queryRoots } from '@/lib/query-roots';

/** Shared bikes' and reservations' query keys (decision 072): a booking changes the free bikes and the counters. */
export const reservationsKeys = {
  sharedBikes: queryRoots.sharedBikes,
  buildings: (query: Record<string, number>) => [...queryRoots.sharedBikes, 'buildings', query] as const,
  bookingCompanies: () => [...queryRoots.sharedBikes, 'booking-companies'] as const,
  bookers: (query: Record<string, string | number>) => [...queryRoots.sharedBikes, 'bookers', query] as const,
  homes: (query: Record<string, number>) => [...queryRoots.sharedBikes, 'homes', query] as const,
  availability: (slot: unknown) => [...queryRoots.sharedBikes, 'availability', slot] as const,
  usages: () => [...queryRoots.sharedBikes, 'usage'] as const,
  usage: (query: Record<string, number>) => [...queryRoots.sharedBikes, 'usage', query] as const,
  quiz: () => [...queryRoots.sharedBikes, 'quiz'] as const,
  reservations: queryRoots.reservations,
  lists: () => [...queryRoots.reservations, 'list'] as const,
  list: (query: Record<string, string | number>) => [...queryRoots.reservations, 'list', query] as const,
  reservation: (id: number) => [...queryRoots.reservations, id] as const,
  calendar: (query: Record<string, string | number>) => [...queryRoots.fleet, 'calendar', query] as const,
};

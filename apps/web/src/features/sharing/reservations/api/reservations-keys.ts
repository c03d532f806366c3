import { fleetRoot, reservationsRoot, sharedBikesRoot } from '@/lib/query-roots';

/** Shared bikes' and reservations' query keys (decision 072): a booking changes the free bikes and the counters. */
export const reservationsKeys = {
  sharedBikes: sharedBikesRoot,
  buildings: (query: Record<string, number>) => [...sharedBikesRoot, 'buildings', query] as const,
  bookingCompanies: () => [...sharedBikesRoot, 'booking-companies'] as const,
  bookers: (query: Record<string, string | number>) => [...sharedBikesRoot, 'bookers', query] as const,
  homes: (query: Record<string, number>) => [...sharedBikesRoot, 'homes', query] as const,
  availability: (slot: unknown) => [...sharedBikesRoot, 'availability', slot] as const,
  usages: () => [...sharedBikesRoot, 'usage'] as const,
  usage: (query: Record<string, number>) => [...sharedBikesRoot, 'usage', query] as const,
  quiz: () => [...sharedBikesRoot, 'quiz'] as const,
  reservations: reservationsRoot,
  lists: () => [...reservationsRoot, 'list'] as const,
  list: (query: Record<string, string | number>) => [...reservationsRoot, 'list', query] as const,
  reservation: (id: number) => [...reservationsRoot, id] as const,
  calendar: (query: Record<string, string | number>) => [...fleetRoot, 'calendar', query] as const,
};

import { sharedBikesRoot } from '@/lib/query-roots';

/** Shared-bike statistics' query keys (decision 072), under the shared bikes' root: a booking changes them. */
export const statisticsKeys = {
  mine: (year: number | null) => [...sharedBikesRoot, 'my-statistics', year] as const,
  usage: (query: Record<string, string | number>) => [...sharedBikesRoot, 'statistics', query] as const,
  turnedAway: (query: Record<string, string | number>) => [...sharedBikesRoot, 'turned-away', query] as const,
  // Its own key: `companies, minimal` holds the admin context's bare list, and this is the `{ data }` envelope.
  companies: () => [...sharedBikesRoot, 'companies'] as const,
};

import { queryRoots } from '@/lib/query-roots';

/** Shared-bike statistics' query keys (decision 072), under the shared bikes' root: a booking changes them. */
export const statisticsKeys = {
  mine: (year: number | null) => [...queryRoots.sharedBikes, 'my-statistics', year] as const,
  usage: (query: Record<string, string | number>) => [...queryRoots.sharedBikes, 'statistics', query] as const,
  turnedAway: (query: Record<string, string | number>) => [...queryRoots.sharedBikes, 'turned-away', query] as const,
  // Its own key: `companies, minimal` holds the admin context's bare list, and this is the `{ data }` envelope.
  companies: () => [...queryRoots.sharedBikes, 'companies'] as const,
};

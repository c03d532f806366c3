import { publicRoot } from '@/lib/public-query-root';

/** The online rental's query keys (decision 072), under the public root. */
export const onlineRentalsKeys = {
  fleet: (start: string, end: string) => [...publicRoot, 'rental-fleet', start, end] as const,
};

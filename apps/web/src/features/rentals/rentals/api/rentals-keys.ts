import { rentalsRoot } from '@/lib/query-roots';

/** Bike rentals' query keys (decision 072). */
export const rentalsKeys = {
  lists: () => [...rentalsRoot, 'list'] as const,
  list: (query: Record<string, string | number>) => [...rentalsRoot, 'list', query] as const,
  lateCount: () => [...rentalsRoot, 'list', 'late-count'] as const,
  rental: (id: number) => [...rentalsRoot, id] as const,
  history: (id: number) => [...rentalsRoot, id, 'history'] as const,
  availabilities: () => [...rentalsRoot, 'availability'] as const,
  availability: (startDate: string, endDate: string) => [...rentalsRoot, 'availability', startDate, endDate] as const,
  requests: () => [...rentalsRoot, 'requests'] as const,
};

import { workshopRoot } from '@/lib/query-roots';

/** The workshop capacity's query keys (decision 072). */
export const capacityKeys = {
  capacity: () => [...workshopRoot, 'capacity'] as const,
};

import { shopRoot } from '@/lib/query-roots';

/** The shop schedule's query keys (decision 072). */
export const shopScheduleKeys = {
  schedule: () => [...shopRoot, 'schedule'] as const,
};

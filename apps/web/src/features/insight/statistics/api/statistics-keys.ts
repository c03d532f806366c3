import { statisticsRoot } from '@/lib/query-roots';

/** The admin statistics' query keys (decision 090). */
export const statisticsKeys = {
  all: statisticsRoot,
  figures: (kind: string, query: Record<string, string>) => [...statisticsRoot, kind, query] as const,
};

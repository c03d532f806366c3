import { shopOrdersRoot } from '@/lib/query-roots';

/** The back office's shop orders query keys (decision 072). */
export const shopOrdersKeys = {
  all: shopOrdersRoot,
  list: (query: Record<string, string | number>) => [...shopOrdersRoot, 'list', query] as const,
  detail: (number: string) => [...shopOrdersRoot, 'detail', number] as const,
};

import { publicRoot } from '@/lib/public-query-root';

/**
 * The home page's own query keys, apart from `siteKeys`: that module is on every catalogue page, these only on the
 * home page (the 170 kB budget, decision 083).
 */
export const homeKeys = {
  latestPosts: (locale: string) => [...publicRoot, 'latest-posts', locale] as const,
  promotions: () => [...publicRoot, 'promotions'] as const,
};

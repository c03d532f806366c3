import { publicRoot } from '@/lib/public-query-root';

/** The public site's query keys (decision 072), under the public root that its server-side rendering fills. */
export const siteKeys = {
  schedule: () => [...publicRoot, 'schedule'] as const,
  bikes: (query: Record<string, string | number>) => [...publicRoot, 'bikes', query] as const,
  bike: (slug: string | null | undefined) => [...publicRoot, 'bike', slug] as const,
  accessories: (query: Record<string, string | number>) => [...publicRoot, 'accessories', query] as const,
  accessory: (slug: string | null | undefined) => [...publicRoot, 'accessory', slug] as const,
  usedBikes: (query: Record<string, string | number>) => [...publicRoot, 'used-bikes', query] as const,
  usedBike: (id: number) => [...publicRoot, 'used-bike', id] as const,
};

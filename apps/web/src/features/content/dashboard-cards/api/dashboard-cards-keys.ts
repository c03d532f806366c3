import type { Locale } from '@veloport/domain';
import { queryRoots } from '@/lib/query-roots';

/** The dashboard cards' query keys (decision 072). */
export const dashboardCardsKeys = {
  bikeOverview: () => [...queryRoots.me, 'bike-overview'] as const,
  news: (locale: Locale) => [...queryRoots.dashboardCarousel, 'news', locale] as const,
  events: () => [...queryRoots.dashboardCarousel, 'events'] as const,
  promotions: () => [...queryRoots.dashboardCarousel, 'promotions'] as const,
};

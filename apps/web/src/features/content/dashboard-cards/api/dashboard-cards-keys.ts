import type { Locale } from '@veloport/domain';
import { dashboardCarouselRoot, meRoot } from '@/lib/query-roots';

/** The dashboard cards' query keys (decision 072). */
export const dashboardCardsKeys = {
  bikeOverview: () => [...meRoot, 'bike-overview'] as const,
  news: (locale: Locale) => [...dashboardCarouselRoot, 'news', locale] as const,
  events: () => [...dashboardCarouselRoot, 'events'] as const,
  promotions: () => [...dashboardCarouselRoot, 'promotions'] as const,
};

import type { Locale } from '@veloport/domain';

/** The forecast screen (issue 30, decision 091), beside the other statistics under `statistics/`. */
export const forecastPaths = {
  page: { path: 'statistics/forecast', getHref: (locale: Locale) => `/${locale}/dashboard/statistics/forecast` },
} as const;

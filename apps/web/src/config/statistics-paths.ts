import type { Locale } from '@veloport/domain';

/** The admin statistics (issue 30, decision 090) at `dashboard/statistics/<tab>`. */
export const statisticsPaths = {
  home: { path: 'statistics', getHref: (locale: Locale) => `/${locale}/dashboard/statistics` },
  sales: { path: 'statistics/sales', getHref: (locale: Locale) => `/${locale}/dashboard/statistics/sales` },
  margin: { path: 'statistics/margin', getHref: (locale: Locale) => `/${locale}/dashboard/statistics/margin` },
  repair: { path: 'statistics/repair', getHref: (locale: Locale) => `/${locale}/dashboard/statistics/repair` },
  forecast: { path: 'statistics/forecast', getHref: (locale: Locale) => `/${locale}/dashboard/statistics/forecast` },
} as const;

/**
 * The tabs above every statistics screen, in order: a new statistic (the forecast) adds its entry here, with its
 * label under `statistics.tabs.<key>` in the `insight` catalogues.
 */
export const STATISTICS_TABS: readonly { key: string; href: (locale: Locale) => string }[] = [
  { key: 'sales', href: statisticsPaths.sales.getHref },
  { key: 'margin', href: statisticsPaths.margin.getHref },
  { key: 'repair', href: statisticsPaths.repair.getHref },
  { key: 'forecast', href: statisticsPaths.forecast.getHref },
];

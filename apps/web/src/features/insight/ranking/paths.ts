import type { Locale } from '@veloport/domain';

/** The riders' CO2 ranking (issue 30, decision 093). */
export const rankingPaths = {
  page: { path: 'ranking', getHref: (locale: Locale) => `/${locale}/dashboard/ranking` },
} as const;

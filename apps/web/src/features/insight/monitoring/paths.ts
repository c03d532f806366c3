import type { Locale } from '@veloport/domain';

/** The operations monitor (issue 30, decision 092). */
export const monitoringPaths = {
  page: { path: 'monitoring', getHref: (locale: Locale) => `/${locale}/dashboard/monitoring` },
} as const;

import type { Locale } from '@veloport/domain';

/** The cycling quotes (spec §2 "other screens: cycling quotes"; decision 053). */
export const quotePaths = {
  list: { path: 'quotes', getHref: (locale: Locale) => `/${locale}/dashboard/quotes` },
} as const;

import type { Locale } from '@veloport/domain';

/** The depreciation register at the specification's address `accounting/depreciation/overview` (decision 087). */
export const depreciationPaths = {
  overview: {
    path: 'accounting/depreciation/overview',
    getHref: (locale: Locale) => `/${locale}/dashboard/accounting/depreciation/overview`,
  },
} as const;

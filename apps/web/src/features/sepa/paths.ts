import type { Locale } from '@veloport/domain';

/** The SEPA direct-debit screens (spec §2 `bills/sepa` list and create). */
export const sepaPaths = {
  list: { path: 'bills/sepa', getHref: (locale: Locale) => `/${locale}/dashboard/bills/sepa` },
  create: { path: 'bills/sepa/create', getHref: (locale: Locale, tab?: 'mandate' | 'batch') => `/${locale}/dashboard/bills/sepa/create${tab ? `?tab=${tab}` : ''}` },
} as const;

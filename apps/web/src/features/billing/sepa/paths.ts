import type { Locale } from '@veloport/domain';

/** The SEPA direct-debit screens (spec §2 `bills/sepa` list and create). */
export const sepaPaths = {
  list: { path: 'bills/sepa', getHref: (locale: Locale) => `/${locale}/dashboard/bills/sepa` },
  create: {
    path: 'bills/sepa/create',
    getHref: (locale: Locale, tab?: 'mandate' | 'batch') => `/${locale}/dashboard/bills/sepa/create${tab ? `?tab=${tab}` : ''}`,
  },
  batch: { path: 'bills/sepa/batches/:id', getHref: (locale: Locale, id: number) => `/${locale}/dashboard/bills/sepa/batches/${id}` },
  mandate: { path: 'bills/sepa/mandates/:id', getHref: (locale: Locale, id: number) => `/${locale}/dashboard/bills/sepa/mandates/${id}` },
} as const;

/** A bill's page (features do not import each other; the path is the bills feature's `bills/:id`). */
export const billHref = (locale: Locale, id: number) => `/${locale}/dashboard/bills/${id}`;

import type { Locale } from '@veloport/domain';

const base = (locale: Locale) => `/${locale}/dashboard/horusApis`;

/**
 * The books' screens (decision 086) at the specification's own addresses (spec §2, "horusApis (admin)"), plus a
 * purchase's and a payment batch's page under them.
 */
export const booksPaths = {
  daybooks: { path: 'horusApis/daybooks', getHref: (locale: Locale) => `${base(locale)}/daybooks` },
  daybook: {
    path: 'horusApis/daybooks/:id',
    getHref: (locale: Locale, id: number, query = '') => `${base(locale)}/daybooks/${id}${query}`,
  },
  sales: { path: 'horusApis/sales', getHref: (locale: Locale) => `${base(locale)}/sales` },
  purchases: { path: 'horusApis/purchases', getHref: (locale: Locale) => `${base(locale)}/purchases` },
  purchase: { path: 'horusApis/purchases/:id', getHref: (locale: Locale, id: number) => `${base(locale)}/purchases/${id}` },
  batches: { path: 'horusApis/supplier-payments', getHref: (locale: Locale) => `${base(locale)}/supplier-payments` },
  newBatch: { path: 'horusApis/supplier-payments/create', getHref: (locale: Locale) => `${base(locale)}/supplier-payments/create` },
  batch: {
    path: 'horusApis/supplier-payments/batches/:id',
    getHref: (locale: Locale, id: number) => `${base(locale)}/supplier-payments/batches/${id}`,
  },
  pendingClients: { path: 'horusApis/pending-client-payments', getHref: (locale: Locale) => `${base(locale)}/pending-client-payments` },
  pendingSuppliers: {
    path: 'horusApis/pending-supplier-payments',
    getHref: (locale: Locale) => `${base(locale)}/pending-supplier-payments`,
  },
  documents: { path: 'horusApis/documents', getHref: (locale: Locale) => `${base(locale)}/documents` },
  settings: { path: 'horusApis/settings', getHref: (locale: Locale) => `${base(locale)}/settings` },
} as const;

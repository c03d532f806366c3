import type { Locale } from '@veloport/domain';

/** The loans screens at the specification's address `triodos/loans` (decision 087). */
export const loanPaths = {
  list: { path: 'triodos/loans', getHref: (locale: Locale) => `/${locale}/dashboard/triodos/loans` },
  create: { path: 'triodos/loans/new', getHref: (locale: Locale) => `/${locale}/dashboard/triodos/loans/new` },
  detail: { path: 'triodos/loans/:id', getHref: (locale: Locale, id: number) => `/${locale}/dashboard/triodos/loans/${id}` },
} as const;

import type { Locale } from '@veloport/domain';

/** Spec §2 `bills/external-financing-bikes`: the list, a new financing and one financing (decision 051). */
export const financingPaths = {
  list: { path: 'bills/external-financing-bikes', getHref: (locale: Locale) => `/${locale}/dashboard/bills/external-financing-bikes` },
  create: {
    path: 'bills/external-financing-bikes/create',
    getHref: (locale: Locale) => `/${locale}/dashboard/bills/external-financing-bikes/create`,
  },
  detail: {
    path: 'bills/external-financing-bikes/:id',
    getHref: (locale: Locale, id: number) => `/${locale}/dashboard/bills/external-financing-bikes/${id}`,
  },
} as const;

import type { Locale } from '@veloport/domain';

/** Spec §2 `bills/insurance-follow-ups` list, create and `{id}` (decision 051). */
export const insurancePaths = {
  list: { path: 'bills/insurance-follow-ups/list', getHref: (locale: Locale) => `/${locale}/dashboard/bills/insurance-follow-ups/list` },
  create: {
    path: 'bills/insurance-follow-ups/create',
    getHref: (locale: Locale) => `/${locale}/dashboard/bills/insurance-follow-ups/create`,
  },
  detail: {
    path: 'bills/insurance-follow-ups/:id',
    getHref: (locale: Locale, id: number) => `/${locale}/dashboard/bills/insurance-follow-ups/${id}`,
  },
} as const;

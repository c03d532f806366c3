import type { Locale } from '@veloport/domain';

/** The bike rentals' screens (spec §2 `bike-rentals`, decision 037). */
export const rentalPaths = {
  list: { path: 'bike-rentals', getHref: (locale: Locale) => `/${locale}/dashboard/bike-rentals` },
  create: {
    path: 'bike-rentals/create',
    getHref: (locale: Locale, from: { request?: number } = {}) =>
      `/${locale}/dashboard/bike-rentals/create${from.request ? `?request=${from.request}` : ''}`,
  },
  detail: { path: 'bike-rentals/:id', getHref: (locale: Locale, id: number) => `/${locale}/dashboard/bike-rentals/${id}` },
} as const;

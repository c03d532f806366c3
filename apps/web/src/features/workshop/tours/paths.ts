import type { Locale } from '@veloport/domain';

/** The repair tours' screens (decision 032), under the workshop's `entretiens/`. */
export const tourPaths = {
  list: { path: 'entretiens/tours/list', getHref: (locale: Locale) => `/${locale}/dashboard/entretiens/tours/list` },
  map: { path: 'entretiens/tours/map', getHref: (locale: Locale) => `/${locale}/dashboard/entretiens/tours/map` },
  detail: { path: 'entretiens/tour/:id', getHref: (locale: Locale, id: number) => `/${locale}/dashboard/entretiens/tour/${id}` },
  addStop: {
    path: 'entretiens/tour/:id/add-stop',
    getHref: (locale: Locale, id: number) => `/${locale}/dashboard/entretiens/tour/${id}/add-stop`,
  },
  toPropose: {
    path: 'entretiens/list/to-propose-for-tour',
    getHref: (locale: Locale) => `/${locale}/dashboard/entretiens/list/to-propose-for-tour`,
  },
  toConfirm: {
    path: 'entretiens/list/to-confirm-for-tour',
    getHref: (locale: Locale) => `/${locale}/dashboard/entretiens/list/to-confirm-for-tour`,
  },
  myTour: { path: 'entretiens/my-tour', getHref: (locale: Locale) => `/${locale}/dashboard/entretiens/my-tour` },
} as const;

import type { Locale } from '@veloport/domain';

/** Shared-bike statistics and assistance screens (decision 038). */
export const sharingStatisticsPaths = {
  mine: { path: 'reservations/statistics', getHref: (locale: Locale) => `/${locale}/dashboard/reservations/statistics` },
  usage: { path: 'fleet/usage-statistics', getHref: (locale: Locale) => `/${locale}/dashboard/fleet/usage-statistics` },
};

export const assistancePaths = {
  list: {
    path: 'reservations/assistance',
    getHref: (locale: Locale, reservationId?: number) =>
      `/${locale}/dashboard/reservations/assistance${reservationId ? `?reservationId=${reservationId}` : ''}`,
  },
  create: {
    path: 'reservations/assistance/create',
    getHref: (locale: Locale, reservationId?: number) =>
      `/${locale}/dashboard/reservations/assistance/create${reservationId ? `?reservationId=${reservationId}` : ''}`,
  },
  detail: {
    path: 'reservations/assistance/:id',
    getHref: (locale: Locale, id: number) => `/${locale}/dashboard/reservations/assistance/${id}`,
  },
};

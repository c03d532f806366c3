import type { Locale } from '@veloport/domain';

/** Boxes (decision 036): seed §2 `boxes/list`, `boxes/{id}`, `boxes/statistics`, and the admin's `boxes/create`. */
export const boxesPaths = {
  list: { path: 'boxes/list', getHref: (locale: Locale) => `/${locale}/dashboard/boxes/list` },
  create: { path: 'boxes/create', getHref: (locale: Locale) => `/${locale}/dashboard/boxes/create` },
  statistics: { path: 'boxes/statistics', getHref: (locale: Locale) => `/${locale}/dashboard/boxes/statistics` },
  detail: { path: 'boxes/:id', getHref: (locale: Locale, id: number) => `/${locale}/dashboard/boxes/${id}` },
};

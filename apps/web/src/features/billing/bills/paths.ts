import type { Locale } from '@veloport/domain';

/** The bills' screens (spec §2 `bills/list`, `bills/to-send`, `bills/create`, `bills/{id}`, `fleet/bills/list`; the customer's own). */
export const billPaths = {
  list: { path: 'bills/list', getHref: (locale: Locale) => `/${locale}/dashboard/bills/list` },
  toSend: { path: 'bills/to-send', getHref: (locale: Locale) => `/${locale}/dashboard/bills/to-send` },
  create: { path: 'bills/create', getHref: (locale: Locale) => `/${locale}/dashboard/bills/create` },
  detail: { path: 'bills/:id', getHref: (locale: Locale, id: number) => `/${locale}/dashboard/bills/${id}` },
  fleetList: { path: 'fleet/bills/list', getHref: (locale: Locale) => `/${locale}/dashboard/fleet/bills/list` },
  mine: { path: 'bills/mine', getHref: (locale: Locale) => `/${locale}/dashboard/bills/mine` },
  mineDetail: { path: 'bills/mine/:id', getHref: (locale: Locale, id: number) => `/${locale}/dashboard/bills/mine/${id}` },
} as const;

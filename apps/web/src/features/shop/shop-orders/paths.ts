import type { Locale } from '@veloport/domain';

/** The back office's web shop orders (decision 089): the staff's list and one order's page. */
export const shopOrderPaths = {
  list: { path: 'shop-orders', getHref: (locale: Locale) => `/${locale}/dashboard/shop-orders` },
  detail: {
    path: 'shop-orders/:number',
    getHref: (locale: Locale, number: string) => `/${locale}/dashboard/shop-orders/${encodeURIComponent(number)}`,
  },
} as const;

/** A bill's page (features do not import each other; the path is the bills feature's `bills/:id`). */
export const billHref = (locale: Locale, id: number) => `/${locale}/dashboard/bills/${id}`;

import type { Locale } from '@veloport/domain';

/** A signed-in customer's own web shop orders, in their space (decision 089); beside the mail's tracking link. */
export const myShopOrderPaths = {
  list: { path: 'my-shop-orders', getHref: (locale: Locale) => `/${locale}/dashboard/my-shop-orders` },
  detail: {
    path: 'my-shop-orders/:number',
    getHref: (locale: Locale, number: string) => `/${locale}/dashboard/my-shop-orders/${encodeURIComponent(number)}`,
  },
} as const;

import type { Locale } from '@veloport/domain';

/** Delivery settings (spec §2 `stripe/delivery-settings`, decision 050). */
export const deliveryPaths = {
  settings: { path: 'stripe/delivery-settings', getHref: (locale: Locale) => `/${locale}/dashboard/stripe/delivery-settings` },
} as const;

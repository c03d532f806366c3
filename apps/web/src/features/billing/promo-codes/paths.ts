import type { Locale } from '@veloport/domain';

/** Promo codes (spec §2 `stripe/promocodes`, `create`, `{id}`, decision 050). */
export const promoCodePaths = {
  list: { path: 'stripe/promocodes', getHref: (locale: Locale) => `/${locale}/dashboard/stripe/promocodes` },
  create: { path: 'stripe/promocodes/create', getHref: (locale: Locale) => `/${locale}/dashboard/stripe/promocodes/create` },
  detail: { path: 'stripe/promocodes/:id', getHref: (locale: Locale, id: number) => `/${locale}/dashboard/stripe/promocodes/${id}` },
} as const;

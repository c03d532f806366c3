import type { Locale } from '@veloport/domain';

/** Gift cards (spec §2 `bills/gift-cards`, decision 050). */
export const giftCardPaths = {
  list: { path: 'bills/gift-cards', getHref: (locale: Locale) => `/${locale}/dashboard/bills/gift-cards` },
  detail: { path: 'bills/gift-cards/:id', getHref: (locale: Locale, id: number) => `/${locale}/dashboard/bills/gift-cards/${id}` },
} as const;

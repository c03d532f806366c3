import type { Locale } from '@veloport/domain';

/** Gift cards (spec §2 `bills/gift-cards`, decision 050). */
export const giftCardPaths = {
  list: { path: 'bills/gift-cards', getHref: (locale: Locale) => `/${locale}/dashboard/bills/gift-cards` },
  detail: { path: 'bills/gift-cards/:id', getHref: (locale: Locale, id: number) => `/${locale}/dashboard/bills/gift-cards/${id}` },
  /** The public balance check (decision 059), beside the public site's pages. */
  balance: { path: 'gift-card', getHref: (locale: Locale) => `/${locale}/gift-card` },
} as const;

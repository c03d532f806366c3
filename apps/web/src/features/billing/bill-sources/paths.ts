import type { BillSourceKind, Locale } from '@veloport/domain';

/** The screens of bills from sources and bills ↔ bikes (spec §2 bills/…, decision 048). */
export const billSourcePaths = {
  workshopJobs: { path: 'bills/entretiens-to-bill', getHref: (locale: Locale) => `/${locale}/dashboard/bills/entretiens-to-bill` },
  tickets: { path: 'bills/tickets-to-bill', getHref: (locale: Locale) => `/${locale}/dashboard/bills/tickets-to-bill` },
  orders: { path: 'bills/to-create', getHref: (locale: Locale) => `/${locale}/dashboard/bills/to-create` },
  rentals: { path: 'bills/rentals-to-bill', getHref: (locale: Locale) => `/${locale}/dashboard/bills/rentals-to-bill` },
  bikesToLink: { path: 'bills/bikes-to-link', getHref: (locale: Locale) => `/${locale}/dashboard/bills/bikes-to-link` },
  bikesLink: { path: 'bills/bikes-link', getHref: (locale: Locale) => `/${locale}/dashboard/bills/bikes-link` },
  updateBikes: {
    path: 'bills/bills-bikes-link/:billId/update',
    getHref: (locale: Locale, billId: number) => `/${locale}/dashboard/bills/bills-bikes-link/${billId}/update`,
  },
} as const;

/** A bill's own page (the bills feature's `bills/:id`; features do not import each other). */
export const billHref = (locale: Locale, id: number) => `/${locale}/dashboard/bills/${id}`;

/** The screen of each kind of source. */
export const SOURCE_SCREENS: Record<BillSourceKind, keyof typeof billSourcePaths> = {
  workshop_job: 'workshopJobs',
  checkout_ticket: 'tickets',
  order: 'orders',
  rental: 'rentals',
};

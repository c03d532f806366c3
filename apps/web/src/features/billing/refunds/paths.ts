import type { Locale } from '@veloport/domain';

/** The refunds screens (decision 065): the staff list and a pain.001 file's own page. */
export const refundPaths = {
  list: { path: 'bills/refunds', getHref: (locale: Locale) => `/${locale}/dashboard/bills/refunds` },
  batch: { path: 'bills/refunds/batches/:id', getHref: (locale: Locale, id: number) => `/${locale}/dashboard/bills/refunds/batches/${id}` },
} as const;

/** A bill's page (features do not import each other; the path is the bills feature's `bills/:id`). */
export const billHref = (locale: Locale, id: number) => `/${locale}/dashboard/bills/${id}`;

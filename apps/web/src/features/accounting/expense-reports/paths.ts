import type { Locale } from '@veloport/domain';

/** The expense reports screens (decision 088): a member of staff's own, and the admin's (the spec's `expense-reports`). */
export const expensePaths = {
  mine: { path: 'my-expenses', getHref: (locale: Locale) => `/${locale}/dashboard/my-expenses` },
  admin: { path: 'expense-reports', getHref: (locale: Locale) => `/${locale}/dashboard/expense-reports` },
} as const;

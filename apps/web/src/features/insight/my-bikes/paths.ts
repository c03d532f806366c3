import type { Locale } from '@veloport/domain';

/** The customer's and employee's my-bikes page (issue 30, decision 094). */
export const myBikesPaths = {
  list: { path: 'my-bikes', getHref: (locale: Locale) => `/${locale}/dashboard/my-bikes` },
} as const;

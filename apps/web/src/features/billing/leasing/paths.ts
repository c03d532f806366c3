import type { Locale } from '@veloport/domain';

/** The leasing screens (spec §2 `bills/leasing-end` list and create; the runs; one contract, where the choice is made). */
export const leasingPaths = {
  endList: { path: 'bills/leasing-end', getHref: (locale: Locale) => `/${locale}/dashboard/bills/leasing-end` },
  create: { path: 'bills/leasing-end/create', getHref: (locale: Locale) => `/${locale}/dashboard/bills/leasing-end/create` },
  contract: { path: 'bills/leasing-end/:id', getHref: (locale: Locale, id: number) => `/${locale}/dashboard/bills/leasing-end/${id}` },
  /** A bill's page: the admin's, or the customer's and fleet manager's own (the bills feature's routes; features do not import each other). */
  bill: {
    getHref: (locale: Locale, id: number, admin: boolean) =>
      admin ? `/${locale}/dashboard/bills/${id}` : `/${locale}/dashboard/bills/mine/${id}`,
  },
  runs: { path: 'bills/leasing-runs', getHref: (locale: Locale) => `/${locale}/dashboard/bills/leasing-runs` },
} as const;

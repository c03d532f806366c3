import type { Locale } from '@veloport/domain';

/** The bank statements' screen (decision 047): upload, what it paid, the movements waiting to be matched. */
export const bankStatementPaths = {
  home: { path: 'bills/bank-statements', getHref: (locale: Locale) => `/${locale}/dashboard/bills/bank-statements` },
} as const;

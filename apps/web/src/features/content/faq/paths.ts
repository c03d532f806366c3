import type { Locale } from '@veloport/domain';

/** The FAQ (spec §2 `faq`, `faq/admin`; decision 055): in the dashboard for everyone signed in, and on the public site. */
export const faqPaths = {
  dashboard: { path: 'faq', getHref: (locale: Locale) => `/${locale}/dashboard/faq` },
  admin: { path: 'faq/admin', getHref: (locale: Locale) => `/${locale}/dashboard/faq/admin` },
  public: { path: 'faq', getHref: (locale: Locale) => `/${locale}/faq` },
} as const;

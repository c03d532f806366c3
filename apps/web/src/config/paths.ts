import type { Locale } from '@veloport/domain';

const withQuery = (path: string, query: Record<string, string | null | undefined>): string => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
};

/** Route patterns (relative to `/:locale`) and the links that lead to them. */
export const paths = {
  root: { path: '/' },
  locale: { path: '/:locale' },
  login: {
    path: '',
    getHref: (locale: Locale, redirect?: string | null) => withQuery(`/${locale}`, { redirect }),
  },
  newAccess: { path: 'new-access', getHref: (locale: Locale) => `/${locale}/new-access` },
  forgotPassword: { path: 'forgot-password', getHref: (locale: Locale) => `/${locale}/forgot-password` },
  resetPassword: {
    path: 'reset-password/:token',
    getHref: (locale: Locale, token: string) => `/${locale}/reset-password/${encodeURIComponent(token)}`,
  },
  setPassword: {
    path: 'set-password',
    getHref: (locale: Locale, email: string, token: string) => withQuery(`/${locale}/set-password`, { email, token }),
  },
  error: {
    path: 'error/:errorCode?',
    getHref: (locale: Locale, code: number | string = 404) => `/${locale}/error/${code}`,
  },
  dashboard: { path: 'dashboard', getHref: (locale: Locale) => `/${locale}/dashboard` },
  userSettings: { path: 'user-settings', getHref: (locale: Locale) => `/${locale}/dashboard/user-settings` },
  /** Served by the API process, outside the single-page app. */
  apiDocs: { href: '/api/docs' },
} as const;

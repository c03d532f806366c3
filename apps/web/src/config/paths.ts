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
  users: { path: 'users', getHref: (locale: Locale) => `/${locale}/dashboard/users` },
  userCreate: { path: 'users/create', getHref: (locale: Locale) => `/${locale}/dashboard/users/create` },
  userDetail: { path: 'users/:id', getHref: (locale: Locale, id: number) => `/${locale}/dashboard/users/${id}` },
  /** The company's quiz builder; admins name the company (`?companyId=`), a fleet manager edits their own. */
  fleetQuiz: {
    path: 'fleet/quiz',
    getHref: (locale: Locale, companyId?: number | null) =>
      withQuery(`/${locale}/dashboard/fleet/quiz`, { companyId: companyId ? String(companyId) : null }),
  },
  /** An inactive account takes its company's quiz (guest only; reached from the login page). */
  takeQuiz: { path: 'quiz', getHref: (locale: Locale) => `/${locale}/quiz` },
  // Companies, contacts, documents and their conditions (admin), and a fleet manager's own conditions.
  companies: {
    list: { path: 'companies/list', getHref: (locale: Locale) => `/${locale}/dashboard/companies/list` },
    detail: {
      path: 'companies/:id',
      getHref: (locale: Locale, id: number, tab?: string) => withQuery(`/${locale}/dashboard/companies/${id}`, { tab }),
    },
    /** `from`: where to go back after creation, a path relative to `/{locale}/`. */
    create: {
      path: 'client/create/:from?',
      getHref: (locale: Locale, from?: string) =>
        `/${locale}/dashboard/client/create${from ? `/${encodeURIComponent(from)}` : ''}`,
    },
    process: { path: 'companies/:id/process', getHref: (locale: Locale, id: number) => `/${locale}/dashboard/companies/${id}/process` },
    documentCreate: {
      path: 'companies/document/:id/create',
      getHref: (locale: Locale, companyId: number) => `/${locale}/dashboard/companies/document/${companyId}/create`,
    },
    contacts: { path: 'companies/contacts', getHref: (locale: Locale) => `/${locale}/dashboard/companies/contacts` },
    contactCreate: {
      path: 'companies/contacts/:id/create',
      getHref: (locale: Locale, companyId: number) => `/${locale}/dashboard/companies/contacts/${companyId}/create`,
    },
    contactDetails: {
      path: 'companies/contacts/:id/details/:from?',
      getHref: (locale: Locale, contactId: number, from?: string) =>
        `/${locale}/dashboard/companies/contacts/${contactId}/details${from ? `/${encodeURIComponent(from)}` : ''}`,
    },
    conditions: {
      path: 'companies/conditions/:id',
      getHref: (locale: Locale, companyId: number) => `/${locale}/dashboard/companies/conditions/${companyId}`,
    },
    cafeteria: {
      path: 'companies/conditions/:id/cafeteria-details',
      getHref: (locale: Locale, companyId: number) => `/${locale}/dashboard/companies/conditions/${companyId}/cafeteria-details`,
    },
  },
  fleetConditions: {
    /** "Our conditions": sends a fleet manager on to their own company's conditions. */
    home: { path: 'fleet/conditions', getHref: (locale: Locale) => `/${locale}/dashboard/fleet/conditions` },
    edit: {
      path: 'fleet/conditions/:id',
      getHref: (locale: Locale, companyId: number) => `/${locale}/dashboard/fleet/conditions/${companyId}`,
    },
    cafeteria: {
      path: 'fleet/conditions/:id/cafeteria-details',
      getHref: (locale: Locale, companyId: number) => `/${locale}/dashboard/fleet/conditions/${companyId}/cafeteria-details`,
    },
  },
  /** Served by the API process, outside the single-page app. */
  apiDocs: { href: '/api/docs' },
} as const;

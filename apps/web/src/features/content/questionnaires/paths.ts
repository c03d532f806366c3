import type { Locale } from '@veloport/domain';

/** Company questionnaires (spec §2 `company-questionnaires`, `questionnaire/{slug}`; decision 054). */
export const questionnairePaths = {
  list: { path: 'company-questionnaires', getHref: (locale: Locale) => `/${locale}/dashboard/company-questionnaires` },
  create: { path: 'company-questionnaires/create', getHref: (locale: Locale) => `/${locale}/dashboard/company-questionnaires/create` },
  edit: {
    path: 'company-questionnaires/:id/edit',
    getHref: (locale: Locale, id: number) => `/${locale}/dashboard/company-questionnaires/${id}/edit`,
  },
  responses: {
    path: 'company-questionnaires/:id/responses',
    getHref: (locale: Locale, id: number) => `/${locale}/dashboard/company-questionnaires/${id}/responses`,
  },
  /** The public form, for anyone: the address an admin sends to a company's employees. */
  answer: {
    path: 'questionnaire/:slug',
    getHref: (locale: Locale, slug: string) => `/${locale}/questionnaire/${encodeURIComponent(slug)}`,
  },
} as const;

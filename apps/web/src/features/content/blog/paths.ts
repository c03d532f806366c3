import type { Locale } from '@veloport/domain';

/** The blog (spec §2 blog list, create, {slug}/details; decision 056): admin screens and the public pages. */
export const blogPaths = {
  list: { path: 'blog', getHref: (locale: Locale) => `/${locale}/dashboard/blog` },
  create: { path: 'blog/create', getHref: (locale: Locale) => `/${locale}/dashboard/blog/create` },
  details: {
    path: 'blog/:slug/details',
    getHref: (locale: Locale, slug: string) => `/${locale}/dashboard/blog/${encodeURIComponent(slug)}/details`,
  },
  edit: {
    path: 'blog/:slug/edit',
    getHref: (locale: Locale, slug: string) => `/${locale}/dashboard/blog/${encodeURIComponent(slug)}/edit`,
  },
  publicList: { path: 'blog', getHref: (locale: Locale) => `/${locale}/blog` },
  publicPost: { path: 'blog/:slug', getHref: (locale: Locale, slug: string) => `/${locale}/blog/${encodeURIComponent(slug)}` },
} as const;

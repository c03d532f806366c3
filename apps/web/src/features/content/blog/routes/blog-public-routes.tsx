import type { RouteObject } from 'react-router';
import { loadNamespaces } from '@/lib/i18n';

/**
 * The blog (decision 056) on the public site, rendered on the server like the catalogue. The paths are those of
 * ../paths.ts written out: importing that file would add the dashboard's blog paths to every visitor's first page.
 */
export const blogPublicRoutes: RouteObject[] = [
  {
    path: 'blog',
    lazy: () =>
      loadNamespaces(['blog'])
        .then(() => import('./public-blog-page'))
        .then(({ PublicBlogPage }) => ({ Component: PublicBlogPage })),
  },
  {
    path: 'blog/:slug',
    lazy: () =>
      loadNamespaces(['blog'])
        .then(() => import('./public-blog-post-page'))
        .then(({ PublicBlogPostPage }) => ({ Component: PublicBlogPostPage })),
  },
];

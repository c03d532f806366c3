import type { RouteObject } from 'react-router';
import { faqPaths } from '@/features/content/faq/paths';
import { loadNamespaces } from '@/lib/i18n';

/** The FAQ (decision 055) on the public site. */
export const faqPublicRoutes: RouteObject[] = [
  {
    path: faqPaths.public.path,
    lazy: () =>
      loadNamespaces(['faq'])
        .then(() => import('./public-faq-page'))
        .then(({ PublicFaqPage }) => ({ Component: PublicFaqPage })),
  },
];

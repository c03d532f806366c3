import type { RouteObject } from 'react-router';
import { faqPaths } from '@/features/content/faq/paths';
import { RequirePermission } from '@/lib/auth/route-guards';

export const faqRoutes: RouteObject[] = [
  // The FAQ (decision 055): read by everyone signed in, written and ordered by admins.
  { path: faqPaths.dashboard.path, lazy: () => import('./faq-page').then(({ FaqPage }) => ({ Component: FaqPage })) },
  {
    element: <RequirePermission permission={['admin']} />,
    children: [
      { path: faqPaths.admin.path, lazy: () => import('./faq-admin-page').then(({ FaqAdminPage }) => ({ Component: FaqAdminPage })) },
    ],
  },
];

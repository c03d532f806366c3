import type { RouteObject } from 'react-router';
import { assistancePaths } from '@/config/sharing-statistics-paths';
import { RequirePermission } from '@/lib/auth/route-guards';

export const assistanceRoutes: RouteObject[] = [
  // Assistance (decision 038): reporting for employees of a company with shared bikes; the reports' list for whoever
  // signed in (the API scopes it: own, company, all).
  {
    element: <RequirePermission companyAccess="sharing" />,
    children: [
      {
        path: assistancePaths.create.path,
        lazy: () => import('./assistance-create-page').then(({ AssistanceCreatePage }) => ({ Component: AssistanceCreatePage })),
      },
    ],
  },
  {
    path: assistancePaths.list.path,
    lazy: () => import('./assistance-list-page').then(({ AssistanceListPage }) => ({ Component: AssistanceListPage })),
  },
  {
    path: assistancePaths.detail.path,
    lazy: () => import('./assistance-detail-page').then(({ AssistanceDetailPage }) => ({ Component: AssistanceDetailPage })),
  },
];

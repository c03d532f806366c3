import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { RequirePermission } from '@/lib/auth/route-guards';

export const requestsRoutes: RouteObject[] = [
  {
    element: <RequirePermission permission={['admin']} />,
    children: [
      {
        path: paths.requests.path,
        lazy: () => import('./requests-list-page').then(({ RequestsListPage }) => ({ Component: RequestsListPage })),
      },
      {
        path: paths.requests.detail.path,
        lazy: () => import('./request-detail-page').then(({ RequestDetailPage }) => ({ Component: RequestDetailPage })),
      },
    ],
  },
];

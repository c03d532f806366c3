import type { RouteObject } from 'react-router';
import { monitoringPaths } from '@/features/insight/monitoring/paths';
import { RequirePermission } from '@/lib/auth/route-guards';

/** The operations monitor (issue 30, decision 092): admins only, as its API. */
export const monitoringRoutes: RouteObject[] = [
  {
    element: <RequirePermission permission={['admin']} />,
    children: [
      {
        path: monitoringPaths.page.path,
        lazy: () => import('./monitoring-page').then(({ MonitoringPage }) => ({ Component: MonitoringPage })),
      },
    ],
  },
];

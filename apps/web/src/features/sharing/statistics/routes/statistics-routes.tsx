import type { RouteObject } from 'react-router';
import { sharingStatisticsPaths } from '@/config/sharing-statistics-paths';
import { RequirePermission } from '@/lib/auth/route-guards';

export const statisticsRoutes: RouteObject[] = [
  // Shared-bike statistics (decision 038): my statistics for employees of a company with shared bikes; usage
  // statistics for fleet managers and admins.
  {
    element: <RequirePermission companyAccess="sharing" />,
    children: [
      {
        path: sharingStatisticsPaths.mine.path,
        lazy: () => import('./my-statistics-page').then(({ MyStatisticsPage }) => ({ Component: MyStatisticsPage })),
      },
    ],
  },
  {
    element: <RequirePermission permission={['admin', 'fleetManager']} />,
    children: [
      {
        path: sharingStatisticsPaths.usage.path,
        lazy: () => import('./usage-statistics-page').then(({ UsageStatisticsPage }) => ({ Component: UsageStatisticsPage })),
      },
    ],
  },
];

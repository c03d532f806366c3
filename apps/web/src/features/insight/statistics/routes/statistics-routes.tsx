import { Navigate, type RouteObject } from 'react-router';
import { statisticsPaths } from '@/config/statistics-paths';
import { RequirePermission } from '@/lib/auth/route-guards';

/** The admin statistics (issue 30, decision 090): one address per tab, `statistics` opens on sales. */
export const insightStatisticsRoutes: RouteObject[] = [
  {
    element: <RequirePermission permission={['admin']} />,
    children: [
      { path: statisticsPaths.home.path, element: <Navigate to="sales" replace /> },
      {
        path: statisticsPaths.sales.path,
        lazy: () => import('./sales-statistics-page').then(({ SalesStatisticsPage }) => ({ Component: SalesStatisticsPage })),
      },
      {
        path: statisticsPaths.margin.path,
        lazy: () => import('./margin-statistics-page').then(({ MarginStatisticsPage }) => ({ Component: MarginStatisticsPage })),
      },
      {
        path: statisticsPaths.repair.path,
        lazy: () => import('./repair-statistics-page').then(({ RepairStatisticsPage }) => ({ Component: RepairStatisticsPage })),
      },
    ],
  },
];

import type { RouteObject } from 'react-router';
import { boxesPaths } from '@/features/sharing/boxes/boxes-paths';
import { RequirePermission } from '@/lib/auth/route-guards';

export const boxesRoutes: RouteObject[] = [
  // Boxes and key codes (decision 036): fleet managers (their company), mechanics and admins; admins install them.
  {
    element: <RequirePermission permission={['admin', 'fleetManager', 'bikeMechanic']} />,
    children: [
      { path: boxesPaths.list.path, lazy: () => import('./box-list-page').then(({ BoxListPage }) => ({ Component: BoxListPage })) },
      { path: boxesPaths.detail.path, lazy: () => import('./box-detail-page').then(({ BoxDetailPage }) => ({ Component: BoxDetailPage })) },
    ],
  },
  {
    element: <RequirePermission permission={['admin']} />,
    children: [
      { path: boxesPaths.create.path, lazy: () => import('./box-create-page').then(({ BoxCreatePage }) => ({ Component: BoxCreatePage })) },
      {
        path: boxesPaths.statistics.path,
        lazy: () => import('./box-statistics-page').then(({ BoxStatisticsPage }) => ({ Component: BoxStatisticsPage })),
      },
    ],
  },
];

import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { RequirePermission } from '@/lib/auth/route-guards';

export const inventoryRoutes: RouteObject[] = [
  {
    element: <RequirePermission permission={['admin', 'bikeMechanic']} />,
    children: [
      {
        path: paths.inventory.list.path,
        lazy: () => import('./inventory-list-page').then(({ InventoryListPage }) => ({ Component: InventoryListPage })),
      },
      {
        path: paths.inventory.detail.path,
        lazy: () => import('./inventory-detail-page').then(({ InventoryDetailPage }) => ({ Component: InventoryDetailPage })),
      },
    ],
  },
];

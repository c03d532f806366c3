import type { RouteObject } from 'react-router';
import { shopOrderPaths } from '@/features/shop/shop-orders/paths';
import { RequirePermission } from '@/lib/auth/route-guards';

export const shopOrdersRoutes: RouteObject[] = [
  // The web shop's orders in the back office (decision 089): the shop's staff.
  {
    element: <RequirePermission permission={['admin', 'order']} shopStaff />,
    children: [
      {
        path: shopOrderPaths.list.path,
        lazy: () => import('./shop-order-list-page').then(({ ShopOrderListPage }) => ({ Component: ShopOrderListPage })),
      },
      {
        path: shopOrderPaths.detail.path,
        lazy: () => import('./shop-order-detail-page').then(({ ShopOrderDetailPage }) => ({ Component: ShopOrderDetailPage })),
      },
    ],
  },
];

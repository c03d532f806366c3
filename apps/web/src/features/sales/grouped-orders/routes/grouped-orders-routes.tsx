import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { RequirePermission } from '@/lib/auth/route-guards';

export const groupedOrdersRoutes: RouteObject[] = [
  // Grouped orders to suppliers (decision 025): the shop's staff.
  {
    element: <RequirePermission permission={['admin', 'order']} shopStaff />,
    children: [
      {
        path: paths.groupedOrders.list.path,
        lazy: () => import('./grouped-order-list-page').then(({ GroupedOrderListPage }) => ({ Component: GroupedOrderListPage })),
      },
      {
        path: paths.groupedOrders.create.path,
        lazy: () => import('./grouped-order-create-page').then(({ GroupedOrderCreatePage }) => ({ Component: GroupedOrderCreatePage })),
      },
      {
        path: paths.groupedOrders.bikeOrders.path,
        lazy: () => import('./ordered-lines-page').then(({ OrderedLinesPage }) => ({ Component: () => <OrderedLinesPage kind="bikes" /> })),
      },
      {
        path: paths.groupedOrders.accessoryOrders.path,
        lazy: () =>
          import('./ordered-lines-page').then(({ OrderedLinesPage }) => ({ Component: () => <OrderedLinesPage kind="accessories" /> })),
      },
      {
        path: paths.groupedOrders.detail.path,
        lazy: () => import('./grouped-order-detail-page').then(({ GroupedOrderDetailPage }) => ({ Component: GroupedOrderDetailPage })),
      },
      {
        path: paths.groupedOrders.receive.path,
        lazy: () => import('./grouped-order-receive-page').then(({ GroupedOrderReceivePage }) => ({ Component: GroupedOrderReceivePage })),
      },
      ...[...paths.groupedOrders.addLine.paths(), ...paths.groupedOrders.line.paths()].map((path) => ({
        path,
        lazy: () => import('./grouped-line-page').then(({ GroupedLinePage }) => ({ Component: GroupedLinePage })),
      })),
    ],
  },
];

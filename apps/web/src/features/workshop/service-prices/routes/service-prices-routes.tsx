import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { RequirePermission } from '@/lib/auth/route-guards';

export const servicePricesRoutes: RouteObject[] = [
  // The workshop's price list (decision 030): mechanics read, admins change.
  {
    element: <RequirePermission permission={['admin', 'bikeMechanic']} />,
    children: [
      {
        path: paths.servicePrices.list.path,
        lazy: () => import('./service-price-list-page').then(({ ServicePriceListPage }) => ({ Component: ServicePriceListPage })),
      },
      {
        path: paths.servicePrices.create.path,
        lazy: () => import('./service-price-create-page').then(({ ServicePriceCreatePage }) => ({ Component: ServicePriceCreatePage })),
      },
      {
        path: paths.servicePrices.edit.path,
        lazy: () => import('./service-price-edit-page').then(({ ServicePriceEditPage }) => ({ Component: ServicePriceEditPage })),
      },
    ],
  },
];

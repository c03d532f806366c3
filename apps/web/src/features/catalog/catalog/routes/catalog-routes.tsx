import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { RequirePermission } from '@/lib/auth/route-guards';

export const catalogRoutes: RouteObject[] = [
  // Catalogue: staff read it, admins change it (as the API allows).
  {
    element: <RequirePermission permission={['admin', 'bikeMechanic', 'order', 'search']} />,
    children: [
      { path: paths.catalog.bikes.path, lazy: () => import('./bike-list-page').then(({ BikeListPage }) => ({ Component: BikeListPage })) },
      {
        path: paths.catalog.bikeDetail.path,
        lazy: () => import('./bike-detail-page').then(({ BikeDetailPage }) => ({ Component: BikeDetailPage })),
      },
      {
        path: paths.catalog.notAvailable.path,
        lazy: () => import('./bike-list-page').then(({ NotAvailablePage }) => ({ Component: NotAvailablePage })),
      },
      {
        path: paths.catalog.characteristics.path,
        lazy: () => import('./characteristics-page').then(({ CharacteristicsPage }) => ({ Component: CharacteristicsPage })),
      },
    ],
  },
  {
    element: <RequirePermission permission={['order', 'admin']} />,
    children: [
      {
        path: paths.catalog.cafeteria.path,
        lazy: () => import('./bike-list-page').then(({ CafeteriaPage }) => ({ Component: CafeteriaPage })),
      },
    ],
  },
  {
    element: <RequirePermission permission={['admin']} />,
    children: [
      {
        path: paths.catalog.bikeCreate.path,
        lazy: () => import('./bike-create-page').then(({ BikeCreatePage }) => ({ Component: BikeCreatePage })),
      },
      {
        path: paths.catalog.imports.path,
        lazy: () => import('./import-runs-page').then(({ ImportRunsPage }) => ({ Component: ImportRunsPage })),
      },
      {
        path: paths.catalog.importBrand.path,
        lazy: () => import('./import-brand-page').then(({ ImportBrandPage }) => ({ Component: ImportBrandPage })),
      },
      {
        path: paths.catalog.accessories.path,
        lazy: () => import('./accessory-list-page').then(({ AccessoryListPage }) => ({ Component: AccessoryListPage })),
      },
      {
        path: paths.catalog.accessoryCreate.path,
        lazy: () => import('./accessory-create-page').then(({ AccessoryCreatePage }) => ({ Component: AccessoryCreatePage })),
      },
      {
        path: paths.catalog.accessoryDetail.path,
        lazy: () => import('./accessory-detail-page').then(({ AccessoryDetailPage }) => ({ Component: AccessoryDetailPage })),
      },
      {
        path: paths.catalog.accessoryMerge.path,
        lazy: () => import('./accessory-merge-page').then(({ AccessoryMergePage }) => ({ Component: AccessoryMergePage })),
      },
    ],
  },
];

import type { RouteObject } from 'react-router';
import { rentalPaths } from '@/features/rentals/rentals/paths';
import { RequirePermission } from '@/lib/auth/route-guards';

export const rentalsRoutes: RouteObject[] = [
  {
    element: <RequirePermission permission={['admin', 'fleetManager']} />,
    children: [
      {
        path: rentalPaths.list.path,
        lazy: () => import('./rental-list-page').then(({ RentalListPage }) => ({ Component: RentalListPage })),
      },
      {
        path: rentalPaths.detail.path,
        lazy: () => import('./rental-detail-page').then(({ RentalDetailPage }) => ({ Component: RentalDetailPage })),
      },
    ],
  },
  {
    element: <RequirePermission permission={['admin']} />,
    children: [
      {
        path: rentalPaths.create.path,
        lazy: () => import('./rental-create-page').then(({ RentalCreatePage }) => ({ Component: RentalCreatePage })),
      },
    ],
  },
];

import type { RouteObject } from 'react-router';
import { billSourcePaths } from '@/features/billing/bill-sources/paths';
import { RequirePermission } from '@/lib/auth/route-guards';

export const billSourcesRoutes: RouteObject[] = [
  // Bills from sources and bills ↔ bikes (decision 048): admins only.
  {
    element: <RequirePermission permission={['admin']} />,
    children: [
      {
        path: billSourcePaths.workshopJobs.path,
        lazy: () =>
          import('./bill-sources-page').then(({ BillSourcesPage }) => ({ Component: () => <BillSourcesPage kind="workshop_job" /> })),
      },
      {
        path: billSourcePaths.tickets.path,
        lazy: () =>
          import('./bill-sources-page').then(({ BillSourcesPage }) => ({ Component: () => <BillSourcesPage kind="checkout_ticket" /> })),
      },
      {
        path: billSourcePaths.orders.path,
        lazy: () => import('./bill-sources-page').then(({ BillSourcesPage }) => ({ Component: () => <BillSourcesPage kind="order" /> })),
      },
      {
        path: billSourcePaths.rentals.path,
        lazy: () => import('./bill-sources-page').then(({ BillSourcesPage }) => ({ Component: () => <BillSourcesPage kind="rental" /> })),
      },
      {
        path: billSourcePaths.bikesToLink.path,
        lazy: () => import('./bikes-to-link-page').then(({ BikesToLinkPage }) => ({ Component: BikesToLinkPage })),
      },
      {
        path: billSourcePaths.bikesLink.path,
        lazy: () => import('./bikes-link-page').then(({ BikesLinkPage }) => ({ Component: BikesLinkPage })),
      },
      {
        path: billSourcePaths.updateBikes.path,
        lazy: () => import('./bill-bikes-update-page').then(({ BillBikesUpdatePage }) => ({ Component: BillBikesUpdatePage })),
      },
    ],
  },
];

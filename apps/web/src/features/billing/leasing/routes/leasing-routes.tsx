import type { RouteObject } from 'react-router';
import { leasingPaths } from '@/features/billing/leasing/paths';
import { RequirePermission } from '@/lib/auth/route-guards';

export const leasingRoutes: RouteObject[] = [
  // Leasing (decision 049): runs and contracts for admins; the end-of-lease list read by fleet managers; one contract
  // (the notice's link) for whoever may see it.
  {
    element: <RequirePermission permission={['admin']} />,
    children: [
      {
        path: leasingPaths.create.path,
        lazy: () =>
          import('./leasing-contract-create-page').then(({ LeasingContractCreatePage }) => ({ Component: LeasingContractCreatePage })),
      },
      {
        path: leasingPaths.runs.path,
        lazy: () => import('./leasing-runs-page').then(({ LeasingRunsPage }) => ({ Component: LeasingRunsPage })),
      },
    ],
  },
  {
    element: <RequirePermission permission={['admin', 'fleetManager']} />,
    children: [
      {
        path: leasingPaths.endList.path,
        lazy: () => import('./leasing-end-list-page').then(({ LeasingEndListPage }) => ({ Component: LeasingEndListPage })),
      },
    ],
  },
  {
    path: leasingPaths.contract.path,
    lazy: () => import('./leasing-contract-page').then(({ LeasingContractPage }) => ({ Component: LeasingContractPage })),
  },
];

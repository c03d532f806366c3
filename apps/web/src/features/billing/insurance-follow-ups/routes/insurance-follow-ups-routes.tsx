import type { RouteObject } from 'react-router';
import { insurancePaths } from '@/features/billing/insurance-follow-ups/paths';
import { RequirePermission } from '@/lib/auth/route-guards';

export const insuranceFollowUpsRoutes: RouteObject[] = [
  // Insurance follow-ups (decision 051): the admin's; fleet managers read their company's.
  {
    element: <RequirePermission permission={['admin']} />,
    children: [
      {
        path: insurancePaths.create.path,
        lazy: () => import('./insurance-create-page').then(({ InsuranceCreatePage }) => ({ Component: InsuranceCreatePage })),
      },
    ],
  },
  {
    element: <RequirePermission permission={['admin', 'fleetManager']} />,
    children: [
      {
        path: insurancePaths.list.path,
        lazy: () => import('./insurance-list-page').then(({ InsuranceListPage }) => ({ Component: InsuranceListPage })),
      },
      {
        path: insurancePaths.detail.path,
        lazy: () => import('./insurance-detail-page').then(({ InsuranceDetailPage }) => ({ Component: InsuranceDetailPage })),
      },
    ],
  },
];

import type { RouteObject } from 'react-router';
import { financingPaths } from '@/features/billing/financing/paths';
import { RequirePermission } from '@/lib/auth/route-guards';

export const financingRoutes: RouteObject[] = [
  // External financing (decision 051): admins.
  {
    element: <RequirePermission permission={['admin']} />,
    children: [
      {
        path: financingPaths.list.path,
        lazy: () => import('./financing-list-page').then(({ FinancingListPage }) => ({ Component: FinancingListPage })),
      },
      {
        path: financingPaths.create.path,
        lazy: () => import('./financing-create-page').then(({ FinancingCreatePage }) => ({ Component: FinancingCreatePage })),
      },
      {
        path: financingPaths.detail.path,
        lazy: () => import('./financing-detail-page').then(({ FinancingDetailPage }) => ({ Component: FinancingDetailPage })),
      },
    ],
  },
];

import type { RouteObject } from 'react-router';
import { refundPaths } from '@/features/billing/refunds/paths';
import { RequirePermission } from '@/lib/auth/route-guards';

export const refundsRoutes: RouteObject[] = [
  // Refunds (decision 065): admins only.
  {
    element: <RequirePermission permission={['admin']} />,
    children: [
      {
        path: refundPaths.list.path,
        lazy: () => import('./refund-list-page').then(({ RefundListPage }) => ({ Component: RefundListPage })),
      },
      {
        path: refundPaths.batch.path,
        lazy: () => import('./refund-batch-page').then(({ RefundBatchPage }) => ({ Component: RefundBatchPage })),
      },
    ],
  },
];

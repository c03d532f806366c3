import type { RouteObject } from 'react-router';
import { depreciationPaths } from '@/features/accounting/depreciation/paths';
import { RequirePermission } from '@/lib/auth/route-guards';

export const depreciationRoutes: RouteObject[] = [
  // The depreciation register (decision 087): admins only, as the books.
  {
    element: <RequirePermission permission={['admin']} />,
    children: [
      {
        path: depreciationPaths.overview.path,
        lazy: () =>
          import('./depreciation-overview-page').then(({ DepreciationOverviewPage }) => ({ Component: DepreciationOverviewPage })),
      },
    ],
  },
];

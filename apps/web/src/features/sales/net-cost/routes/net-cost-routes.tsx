import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { RequirePermission } from '@/lib/auth/route-guards';

export const netCostRoutes: RouteObject[] = [
  {
    element: <RequirePermission companyAccess="cafeteria" />,
    children: [{ path: paths.netCost.path, lazy: () => import('./net-cost-page').then(({ NetCostPage }) => ({ Component: NetCostPage })) }],
  },
];

import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { RequirePermission } from '@/lib/auth/route-guards';

export const shopScheduleRoutes: RouteObject[] = [
  {
    element: <RequirePermission permission={['admin']} />,
    children: [
      {
        path: paths.catalog.shopSchedule.path,
        lazy: () => import('./shop-schedule-page').then(({ ShopSchedulePage }) => ({ Component: ShopSchedulePage })),
      },
    ],
  },
];

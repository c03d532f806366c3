import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { RequirePermission } from '@/lib/auth/route-guards';

export const capacityRoutes: RouteObject[] = [
  // The workshop's capacity (decision 030): mechanics read, admins change.
  {
    element: <RequirePermission permission={['admin', 'bikeMechanic']} />,
    children: [
      {
        path: paths.workshopCapacity.path,
        lazy: () => import('./workshop-capacity-page').then(({ WorkshopCapacityPage }) => ({ Component: WorkshopCapacityPage })),
      },
    ],
  },
];

import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { RequirePermission } from '@/lib/auth/route-guards';

/** The workshop's parts (decision 102): the admin's catalogue and stock. */
export const workshopPartsRoutes: RouteObject[] = [
  {
    element: <RequirePermission permission={['admin']} />,
    children: [
      {
        path: paths.workshopParts.path,
        lazy: () => import('./parts-page').then(({ PartsPage }) => ({ Component: PartsPage })),
      },
    ],
  },
];

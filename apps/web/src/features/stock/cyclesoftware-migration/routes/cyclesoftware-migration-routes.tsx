import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { RequirePermission } from '@/lib/auth/route-guards';

export const cyclesoftwareMigrationRoutes: RouteObject[] = [
  {
    element: <RequirePermission permission={['admin']} />,
    children: [
      {
        path: paths.catalog.migration.path,
        lazy: () => import('./migration-page').then(({ MigrationPage }) => ({ Component: MigrationPage })),
      },
    ],
  },
];

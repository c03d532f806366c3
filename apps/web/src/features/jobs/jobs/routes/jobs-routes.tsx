import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { RequirePermission } from '@/lib/auth/route-guards';

export const jobsRoutes: RouteObject[] = [
  {
    element: <RequirePermission permission={['admin']} />,
    children: [{ path: paths.jobs.path, lazy: () => import('./jobs-list-page').then(({ JobsListPage }) => ({ Component: JobsListPage })) }],
  },
];

import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { RequirePermission } from '@/lib/auth/route-guards';

export const usersRoutes: RouteObject[] = [
  {
    element: <RequirePermission permission={['admin', 'fleetManager']} />,
    children: [
      { path: paths.users.path, lazy: () => import('./users-list-page').then(({ UsersListPage }) => ({ Component: UsersListPage })) },
      {
        path: paths.userCreate.path,
        lazy: () => import('./user-create-page').then(({ UserCreatePage }) => ({ Component: UserCreatePage })),
      },
      {
        path: paths.userDetail.path,
        lazy: () => import('./user-detail-page').then(({ UserDetailPage }) => ({ Component: UserDetailPage })),
      },
    ],
  },
];

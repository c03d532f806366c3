import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { RequirePermission } from '@/lib/auth/route-guards';

export const externalBikesRoutes: RouteObject[] = [
  {
    element: <RequirePermission permission={['admin', 'fleetManager']} />,
    children: [
      {
        path: paths.catalog.externalBikes.path,
        lazy: () => import('./external-bike-pages').then(({ ExternalBikeListPage }) => ({ Component: ExternalBikeListPage })),
      },
      {
        path: paths.catalog.externalBikeCreate.path,
        lazy: () => import('./external-bike-pages').then(({ ExternalBikeCreatePage }) => ({ Component: ExternalBikeCreatePage })),
      },
      {
        path: paths.catalog.externalBikeDetail.path,
        lazy: () => import('./external-bike-pages').then(({ ExternalBikeDetailPage }) => ({ Component: ExternalBikeDetailPage })),
      },
    ],
  },
];

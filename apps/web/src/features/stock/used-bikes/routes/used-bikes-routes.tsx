import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { RequirePermission } from '@/lib/auth/route-guards';

export const usedBikesRoutes: RouteObject[] = [
  {
    element: <RequirePermission permission={['admin']} />,
    children: [
      {
        path: paths.catalog.usedBikes.path,
        lazy: () => import('./used-bike-pages').then(({ UsedBikeListPage }) => ({ Component: UsedBikeListPage })),
      },
      {
        path: paths.catalog.usedBikeCreate.path,
        lazy: () => import('./used-bike-pages').then(({ UsedBikeCreatePage }) => ({ Component: UsedBikeCreatePage })),
      },
      {
        path: paths.catalog.buyBacks.path,
        lazy: () => import('./buy-backs-page').then(({ BuyBacksPage }) => ({ Component: BuyBacksPage })),
      },
      {
        path: paths.catalog.usedBikeDetail.path,
        lazy: () => import('./used-bike-pages').then(({ UsedBikeDetailPage }) => ({ Component: UsedBikeDetailPage })),
      },
    ],
  },
];

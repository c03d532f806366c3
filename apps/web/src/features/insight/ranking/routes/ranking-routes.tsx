import type { RouteObject } from 'react-router';
import { rankingPaths } from '@/features/insight/ranking/paths';

export const rankingRoutes: RouteObject[] = [
  // The riders' CO2 ranking (decision 093): anyone signed in reads it and adds their rides.
  {
    path: rankingPaths.page.path,
    lazy: () => import('./ranking-page').then(({ RankingPage }) => ({ Component: RankingPage })),
  },
];

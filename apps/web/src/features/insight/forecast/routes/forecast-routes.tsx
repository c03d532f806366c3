import type { RouteObject } from 'react-router';
import { forecastPaths } from '@/features/insight/forecast/paths';
import { RequirePermission } from '@/lib/auth/route-guards';

/** The forecast (issue 30, decision 091): admins only, as its API. */
export const forecastRoutes: RouteObject[] = [
  {
    element: <RequirePermission permission={['admin']} />,
    children: [
      {
        path: forecastPaths.page.path,
        lazy: () => import('./forecast-page').then(({ ForecastPage }) => ({ Component: ForecastPage })),
      },
    ],
  },
];

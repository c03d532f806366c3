import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { RequirePermission } from '@/lib/auth/route-guards';

export const conditionsRoutes: RouteObject[] = [
  {
    element: <RequirePermission permission={['admin']} />,
    children: [
      {
        path: paths.companies.conditions.path,
        lazy: () => import('./conditions-page').then(({ ConditionsPage }) => ({ Component: () => <ConditionsPage area="admin" /> })),
      },
      {
        path: paths.companies.cafeteria.path,
        lazy: () => import('./cafeteria-page').then(({ CafeteriaPage }) => ({ Component: () => <CafeteriaPage area="admin" /> })),
      },
    ],
  },
  {
    element: <RequirePermission permission={['fleetManager']} />,
    children: [
      {
        path: paths.fleetConditions.home.path,
        lazy: () => import('./fleet-conditions-home').then(({ FleetConditionsHome }) => ({ Component: FleetConditionsHome })),
      },
      {
        path: paths.fleetConditions.edit.path,
        lazy: () => import('./conditions-page').then(({ ConditionsPage }) => ({ Component: () => <ConditionsPage area="fleet" /> })),
      },
      {
        path: paths.fleetConditions.cafeteria.path,
        lazy: () => import('./cafeteria-page').then(({ CafeteriaPage }) => ({ Component: () => <CafeteriaPage area="fleet" /> })),
      },
    ],
  },
];

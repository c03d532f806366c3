import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import type { LazyScreen } from '@/lib/lazy-screen';
import { RequirePermission } from '@/lib/auth/route-guards';

/** A request's page with its repair tour and its quote and job lines: composed by the app (decision 072). */
type ComposedScreens = { workshopRequest: LazyScreen; fleetRequest: LazyScreen; myRequest: LazyScreen };

export const maintenanceRoutes = ({ workshopRequest, fleetRequest, myRequest }: ComposedScreens): RouteObject[] => [
  // Maintenance requests (decision 029): the workshop, the fleet manager, and everyone's own.
  {
    element: <RequirePermission permission={['admin', 'bikeMechanic']} />,
    children: [
      {
        path: paths.maintenance.workshopList.path,
        lazy: () => import('./maintenance-list-page').then(({ WorkshopMaintenancePage }) => ({ Component: WorkshopMaintenancePage })),
      },
      {
        path: paths.maintenance.workshopCreate.path,
        lazy: () => import('./workshop-create-page').then(({ WorkshopCreatePage }) => ({ Component: WorkshopCreatePage })),
      },
      {
        path: paths.maintenance.pendingValidation.path,
        lazy: () => import('./maintenance-list-page').then(({ PendingValidationPage }) => ({ Component: PendingValidationPage })),
      },
      {
        path: paths.maintenance.priority.path,
        lazy: () => import('./maintenance-list-page').then(({ PriorityRequestsPage }) => ({ Component: PriorityRequestsPage })),
      },
      { path: paths.maintenance.workshopDetail.path, lazy: workshopRequest },
    ],
  },
  {
    element: <RequirePermission permission={['fleetManager', 'order']} />,
    children: [
      {
        path: paths.maintenance.fleetList.path,
        lazy: () => import('./maintenance-list-page').then(({ FleetMaintenancePage }) => ({ Component: FleetMaintenancePage })),
      },
      {
        path: paths.maintenance.fleetWaiting.path,
        lazy: () => import('./maintenance-list-page').then(({ FleetWaitingAnswerPage }) => ({ Component: FleetWaitingAnswerPage })),
      },
      { path: paths.maintenance.fleetDetail.path, lazy: fleetRequest },
    ],
  },
  {
    path: paths.maintenance.mine.path,
    lazy: () => import('./maintenance-list-page').then(({ MyMaintenancePage }) => ({ Component: MyMaintenancePage })),
  },
  {
    path: paths.maintenance.ask.path,
    lazy: () => import('./ask-maintenance-page').then(({ AskMaintenancePage }) => ({ Component: AskMaintenancePage })),
  },
  { path: paths.maintenance.mineDetail.path, lazy: myRequest },
];

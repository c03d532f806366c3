import type { RouteObject } from 'react-router';
import { tourPaths } from '@/features/workshop/tours/paths';
import type { LazyScreen } from '@/lib/lazy-screen';
import { RequirePermission } from '@/lib/auth/route-guards';

/** The mechanic's day, whose toasts the app loads with the page (decision 034). */
type ComposedScreens = { myTour: LazyScreen };

export const toursRoutes = ({ myTour }: ComposedScreens): RouteObject[] => [
  // Repair tours (decision 032): the admin plans them, the mechanic works through their day.
  {
    element: <RequirePermission permission={['admin']} />,
    children: [
      { path: tourPaths.list.path, lazy: () => import('./tour-list-page').then(({ TourListPage }) => ({ Component: TourListPage })) },
      { path: tourPaths.map.path, lazy: () => import('./tours-map-page').then(({ ToursMapPage }) => ({ Component: ToursMapPage })) },
      {
        path: tourPaths.detail.path,
        lazy: () => import('./tour-detail-page').then(({ TourDetailPage }) => ({ Component: TourDetailPage })),
      },
      { path: tourPaths.addStop.path, lazy: () => import('./add-stop-page').then(({ AddStopPage }) => ({ Component: AddStopPage })) },
      {
        path: tourPaths.toPropose.path,
        lazy: () => import('./tour-requests-page').then(({ ToProposeForTourPage }) => ({ Component: ToProposeForTourPage })),
      },
      {
        path: tourPaths.toConfirm.path,
        lazy: () => import('./tour-requests-page').then(({ ToConfirmForTourPage }) => ({ Component: ToConfirmForTourPage })),
      },
    ],
  },
  {
    element: <RequirePermission permission={['admin', 'bikeMechanic']} />,
    children: [{ path: tourPaths.myTour.path, lazy: myTour }],
  },
];

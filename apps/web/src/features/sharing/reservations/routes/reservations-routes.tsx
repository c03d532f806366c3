import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { fleetCalendarPath, sharedBikeHomesPath } from '@/features/sharing/reservations/calendar-paths';
import { RequireBookingAccess } from '@/features/sharing/reservations/components/booking-guard';
import type { LazyScreen } from '@/lib/lazy-screen';
import { RequirePermission } from '@/lib/auth/route-guards';
import { loadNamespaces } from '@/lib/i18n';

/** The company's quiz before the first booking joins the quiz feature's form to this one's calls: composed by the app. */
type ComposedScreens = { quiz: LazyScreen };

export const reservationsRoutes = ({ quiz }: ComposedScreens): RouteObject[] => [
  {
    element: <RequirePermission permission={['admin', 'fleetManager']} />,
    children: [
      {
        path: fleetCalendarPath.path,
        lazy: () => import('./calendar-page').then(({ FleetCalendarPage }) => ({ Component: FleetCalendarPage })),
      },
    ],
  },
  // Shared-bike reservations (decision 033): employees of a company with shared bikes book and see their own.
  {
    element: <RequirePermission companyAccess="sharing" />,
    children: [
      {
        path: paths.reservations.mine.path,
        lazy: () => import('./my-reservations-page').then(({ MyReservationsPage }) => ({ Component: MyReservationsPage })),
      },
      { path: paths.reservations.quiz.path, lazy: () => loadNamespaces(['quiz', 'sharing']).then(quiz) },
    ],
  },
  // Booking, also on someone's behalf by the shop's staff or a fleet manager (decision 039).
  {
    element: <RequireBookingAccess />,
    children: [
      { path: paths.reservations.create.path, lazy: () => import('./book-page').then(({ BookPage }) => ({ Component: BookPage })) },
      {
        path: paths.reservations.confirmation.path,
        lazy: () => import('./confirmation-page').then(({ ConfirmationPage }) => ({ Component: ConfirmationPage })),
      },
    ],
  },
  {
    element: <RequirePermission permission={['admin', 'fleetManager']} />,
    children: [
      {
        path: sharedBikeHomesPath.path,
        lazy: () => import('./bike-buildings-page').then(({ SharedBikeHomesPage }) => ({ Component: SharedBikeHomesPage })),
      },
      {
        path: paths.reservations.list.path,
        lazy: () => import('./reservation-list-page').then(({ ReservationListPage }) => ({ Component: ReservationListPage })),
      },
    ],
  },
  {
    element: <RequirePermission permission={['admin', 'fleetManager', 'search']} />,
    children: [
      {
        path: paths.reservations.detail.path,
        lazy: () => import('./reservation-detail-page').then(({ ReservationDetailPage }) => ({ Component: ReservationDetailPage })),
      },
    ],
  },
];

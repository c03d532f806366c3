import type { RouteObject } from 'react-router';
import { eventsPaths } from '@/features/content/events/events-paths';
import { RequirePermission } from '@/lib/auth/route-guards';

export const eventsRoutes: RouteObject[] = [
  // Cycling events (decision 057): everyone sees theirs; teams and points for admins and the company's fleet manager.
  { path: eventsPaths.list.path, lazy: () => import('./event-list-page').then(({ EventListPage }) => ({ Component: EventListPage })) },
  {
    path: eventsPaths.detail.path,
    lazy: () => import('./event-detail-page').then(({ EventDetailPage }) => ({ Component: EventDetailPage })),
  },
  {
    element: <RequirePermission permission={['admin', 'fleetManager']} />,
    children: [
      {
        path: eventsPaths.teams.path,
        lazy: () => import('./event-teams-page').then(({ EventTeamsPage }) => ({ Component: EventTeamsPage })),
      },
      {
        path: eventsPaths.games.path,
        lazy: () => import('./event-games-page').then(({ EventGamesPage }) => ({ Component: EventGamesPage })),
      },
    ],
  },
];

import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { RequirePermission } from '@/lib/auth/route-guards';

export const checkoutRoutes: RouteObject[] = [
  // The cash register (decision 023): the shop's staff.
  {
    element: <RequirePermission permission={['admin', 'order']} shopStaff />,
    children: [
      { path: paths.checkout.till.path, lazy: () => import('./checkout-page').then(({ CheckoutPage }) => ({ Component: CheckoutPage })) },
      {
        path: paths.checkout.tickets.path,
        lazy: () => import('./ticket-pages').then(({ TicketListPage }) => ({ Component: TicketListPage })),
      },
      { path: paths.checkout.ticket.path, lazy: () => import('./ticket-pages').then(({ TicketPage }) => ({ Component: TicketPage })) },
    ],
  },
];

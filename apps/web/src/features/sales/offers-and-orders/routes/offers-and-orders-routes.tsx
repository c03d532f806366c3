import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import type { LazyScreen } from '@/lib/lazy-screen';
import { RequirePermission } from '@/lib/auth/route-guards';

/** An order's page shows the leasing contract its hand-over made: composed by the app (decision 060). */
type ComposedScreens = { order: LazyScreen; fleetOrder: LazyScreen; myOrder: LazyScreen };

export const offersAndOrdersRoutes = ({ order, fleetOrder, myOrder }: ComposedScreens): RouteObject[] => [
  // Sales (decision 021): the shop's staff, a fleet manager's company, and the customer's own.
  {
    element: <RequirePermission permission={['admin', 'order']} shopStaff />,
    children: [
      {
        path: paths.sales.offers.path,
        lazy: () => import('./offer-list-page').then(({ OfferListPage }) => ({ Component: () => <OfferListPage space="staff" /> })),
      },
      {
        path: paths.sales.offerLines.path,
        lazy: () => import('./offer-lines-page').then(({ OfferLinesPage }) => ({ Component: OfferLinesPage })),
      },
      {
        path: paths.sales.offerCreate.path,
        lazy: () => import('./offer-create-page').then(({ OfferCreatePage }) => ({ Component: OfferCreatePage })),
      },
      {
        path: paths.sales.offer.path,
        lazy: () => import('./offer-detail-page').then(({ OfferDetailPage }) => ({ Component: () => <OfferDetailPage space="staff" /> })),
      },
      {
        path: paths.sales.orders.path,
        lazy: () => import('./order-pages').then(({ OrderListPage }) => ({ Component: () => <OrderListPage space="staff" /> })),
      },
      { path: paths.sales.order.path, lazy: order },
    ],
  },
  {
    element: <RequirePermission permission={['fleetManager']} />,
    children: [
      {
        path: paths.sales.fleetOffers.path,
        lazy: () => import('./offer-list-page').then(({ OfferListPage }) => ({ Component: () => <OfferListPage space="fleet" /> })),
      },
      {
        path: paths.sales.fleetOffer.path,
        lazy: () => import('./offer-detail-page').then(({ OfferDetailPage }) => ({ Component: () => <OfferDetailPage space="fleet" /> })),
      },
      {
        path: paths.sales.fleetOrders.path,
        lazy: () => import('./order-pages').then(({ OrderListPage }) => ({ Component: () => <OrderListPage space="fleet" /> })),
      },
      { path: paths.sales.fleetOrder.path, lazy: fleetOrder },
    ],
  },
  {
    path: paths.sales.myOffers.path,
    lazy: () => import('./offer-list-page').then(({ OfferListPage }) => ({ Component: () => <OfferListPage space="mine" /> })),
  },
  {
    path: paths.sales.myOffer.path,
    lazy: () => import('./offer-detail-page').then(({ OfferDetailPage }) => ({ Component: () => <OfferDetailPage space="mine" /> })),
  },
  {
    path: paths.sales.myOrders.path,
    lazy: () => import('./order-pages').then(({ OrderListPage }) => ({ Component: () => <OrderListPage space="mine" /> })),
  },
  { path: paths.sales.myOrder.path, lazy: myOrder },
];

import type { RouteObject } from 'react-router';
import { billPaths } from '@/features/billing/bills/paths';
import type { LazyScreen } from '@/lib/lazy-screen';
import { RequirePermission } from '@/lib/auth/route-guards';

/** The bill pages with their online payment and, for admins, what they bill: composed by the app (decision 072). */
type ComposedScreens = { bill: LazyScreen; myBill: LazyScreen };

export const billsRoutes = ({ bill, myBill }: ComposedScreens): RouteObject[] => [
  // Bills (issue 14): the admin's list, create and one bill; the fleet manager's company's; the customer's own.
  {
    element: <RequirePermission permission={['admin']} />,
    children: [
      {
        path: billPaths.list.path,
        lazy: () => import('./bill-list-page').then(({ BillListPage }) => ({ Component: () => <BillListPage mode="admin" /> })),
      },
      {
        path: billPaths.toSend.path,
        lazy: () => import('./bills-to-send-page').then(({ BillsToSendPage }) => ({ Component: BillsToSendPage })),
      },
      {
        path: billPaths.create.path,
        lazy: () => import('./bill-create-page').then(({ BillCreatePage }) => ({ Component: BillCreatePage })),
      },
    ],
  },
  {
    element: <RequirePermission permission={['fleetManager']} />,
    children: [
      {
        path: billPaths.fleetList.path,
        lazy: () => import('./bill-list-page').then(({ BillListPage }) => ({ Component: () => <BillListPage mode="fleet" /> })),
      },
    ],
  },
  {
    element: <RequirePermission permission={['admin', 'fleetManager']} />,
    children: [{ path: billPaths.detail.path, lazy: bill }],
  },
  {
    path: billPaths.mine.path,
    lazy: () => import('./bill-list-page').then(({ BillListPage }) => ({ Component: () => <BillListPage mode="mine" /> })),
  },
  { path: billPaths.mineDetail.path, lazy: myBill },
];

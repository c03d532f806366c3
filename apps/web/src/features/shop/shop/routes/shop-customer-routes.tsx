import type { RouteObject } from 'react-router';
import { myShopOrderPaths } from '../my-orders-paths';

/** The customer's own web shop orders in the portal (decision 089): any signed-in account, its orders by e-mail. */
export const shopCustomerRoutes: RouteObject[] = [
  {
    path: myShopOrderPaths.list.path,
    lazy: () => import('./my-shop-orders-page').then(({ MyShopOrdersPage }) => ({ Component: MyShopOrdersPage })),
  },
  {
    path: myShopOrderPaths.detail.path,
    lazy: () => import('./my-shop-orders-page').then(({ MyShopOrderPage }) => ({ Component: MyShopOrderPage })),
  },
];

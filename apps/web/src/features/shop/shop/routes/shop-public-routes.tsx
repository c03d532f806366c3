import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';

/** The web shop's pages (decision 083), inside the public site's layout; each its own chunk, fetched when opened. */
export const shopPublicRoutes: RouteObject[] = [
  { path: paths.shop.cart.path, lazy: () => import('./cart-page').then(({ CartPage }) => ({ Component: CartPage })) },
  { path: paths.shop.checkout.path, lazy: () => import('./checkout-page').then(({ CheckoutPage }) => ({ Component: CheckoutPage })) },
  {
    path: paths.shop.order.path,
    lazy: () => import('./order-tracking-page').then(({ OrderTrackingPage }) => ({ Component: OrderTrackingPage })),
  },
  { path: paths.legal.path, lazy: () => import('./legal-page').then(({ LegalPage }) => ({ Component: LegalPage })) },
];

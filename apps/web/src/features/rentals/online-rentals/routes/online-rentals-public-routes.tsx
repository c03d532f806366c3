import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';

/** The rentals page of the public site: the fleet free on the chosen days, booked online (decision 083). */
export const onlineRentalsPublicRoutes: RouteObject[] = [
  {
    path: paths.public.rentals.path,
    lazy: () => import('./online-rentals-page').then(({ OnlineRentalsPage }) => ({ Component: OnlineRentalsPage })),
  },
];

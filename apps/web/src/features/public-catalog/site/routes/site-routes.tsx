import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';

/** The public site (issue 4): anyone, signed in or not. Other features' public pages share its layout. */
export const siteRoutes = (otherPublicPages: RouteObject[]): RouteObject[] => [
  {
    lazy: () => import('../components/public-layout').then(({ PublicLayout }) => ({ Component: PublicLayout })),
    children: [
      { path: paths.public.home.path, lazy: () => import('./home-page').then(({ HomePage }) => ({ Component: HomePage })) },
      { path: paths.public.bikes.path, lazy: () => import('./bikes-page').then(({ BikesPage }) => ({ Component: BikesPage })) },
      { path: paths.public.bike.path, lazy: () => import('./bike-page').then(({ BikePage }) => ({ Component: BikePage })) },
      {
        path: paths.public.accessories.path,
        lazy: () => import('./accessories-page').then(({ AccessoriesPage }) => ({ Component: AccessoriesPage })),
      },
      {
        path: paths.public.accessory.path,
        lazy: () => import('./accessory-page').then(({ AccessoryPage }) => ({ Component: AccessoryPage })),
      },
      {
        path: paths.public.usedBikes.path,
        lazy: () => import('./used-bikes-page').then(({ UsedBikesPage }) => ({ Component: UsedBikesPage })),
      },
      {
        path: paths.public.usedBike.path,
        lazy: () => import('./used-bike-page').then(({ UsedBikePage }) => ({ Component: UsedBikePage })),
      },
      { path: paths.public.tradeIn.path, lazy: () => import('./trade-in-page').then(({ TradeInPage }) => ({ Component: TradeInPage })) },
      { path: paths.public.contact.path, lazy: () => import('./contact-page').then(({ ContactPage }) => ({ Component: ContactPage })) },
      {
        path: paths.public.leasingRequest.path,
        lazy: () => import('./leasing-request-page').then(({ LeasingRequestPage }) => ({ Component: LeasingRequestPage })),
      },
      {
        path: paths.public.testRide.path,
        lazy: () => import('./test-ride-page').then(({ TestRidePage }) => ({ Component: TestRidePage })),
      },
      ...otherPublicPages,
    ],
  },
];

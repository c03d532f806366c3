import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import type { LazyScreen } from '@/lib/lazy-screen';
import { RequirePermission } from '@/lib/auth/route-guards';

/** The stock bike's page with its leasing contracts, financing and insurance (decision 060): composed by the app. */
type ComposedScreens = { bike: LazyScreen };

export const stockRoutes = ({ bike }: ComposedScreens): RouteObject[] => [
  {
    element: <RequirePermission permission={['admin', 'fleetManager', 'bikeMechanic']} />,
    children: [
      {
        path: paths.stock.fleetBikes.path,
        lazy: () => import('./fleet-bikes-page').then(({ FleetBikesPage }) => ({ Component: FleetBikesPage })),
      },
      {
        path: paths.stock.fleetBike.path,
        lazy: () => import('./fleet-bike-page').then(({ FleetBikePage }) => ({ Component: FleetBikePage })),
      },
    ],
  },
  {
    element: <RequirePermission permission={['admin']} />,
    children: [
      { path: paths.stock.bikes.path, lazy: () => import('./bikes-list-page').then(({ BikesListPage }) => ({ Component: BikesListPage })) },
      {
        path: paths.stock.bikeCreate.path,
        lazy: () => import('./bike-create-page').then(({ BikeCreatePage }) => ({ Component: BikeCreatePage })),
      },
      {
        path: paths.stock.insurance.path,
        lazy: () => import('./insurance-list-page').then(({ InsuranceListPage }) => ({ Component: InsuranceListPage })),
      },
      { path: paths.stock.bikeDetail.path, lazy: bike },
      {
        path: paths.stock.encode.path,
        lazy: () => import('./stock-encode-page').then(({ StockEncodePage }) => ({ Component: StockEncodePage })),
      },
      {
        path: paths.stock.accessories.path,
        lazy: () => import('./accessory-stock-page').then(({ AccessoryStockPage }) => ({ Component: AccessoryStockPage })),
      },
    ],
  },
];

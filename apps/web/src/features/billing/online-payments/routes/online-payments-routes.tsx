import type { RouteObject } from 'react-router';
import { deliveryPaths } from '@/features/billing/online-payments/paths';
import { RequirePermission } from '@/lib/auth/route-guards';

export const onlinePaymentsRoutes: RouteObject[] = [
  // Delivery settings of online sales (decision 050): admins.
  {
    element: <RequirePermission permission={['admin']} />,
    children: [
      {
        path: deliveryPaths.settings.path,
        lazy: () => import('./delivery-settings-page').then(({ DeliverySettingsPage }) => ({ Component: DeliverySettingsPage })),
      },
    ],
  },
];

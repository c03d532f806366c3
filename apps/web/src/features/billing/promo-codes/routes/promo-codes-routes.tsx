import type { RouteObject } from 'react-router';
import { promoCodePaths } from '@/features/billing/promo-codes/paths';
import { RequirePermission } from '@/lib/auth/route-guards';

export const promoCodesRoutes: RouteObject[] = [
  // Promo codes (decision 050): admins.
  {
    element: <RequirePermission permission={['admin']} />,
    children: [
      {
        path: promoCodePaths.list.path,
        lazy: () => import('./promo-code-list-page').then(({ PromoCodeListPage }) => ({ Component: PromoCodeListPage })),
      },
      {
        path: promoCodePaths.create.path,
        lazy: () => import('./promo-code-pages').then(({ PromoCodeCreatePage }) => ({ Component: PromoCodeCreatePage })),
      },
      {
        path: promoCodePaths.detail.path,
        lazy: () => import('./promo-code-pages').then(({ PromoCodeDetailPage }) => ({ Component: PromoCodeDetailPage })),
      },
    ],
  },
];

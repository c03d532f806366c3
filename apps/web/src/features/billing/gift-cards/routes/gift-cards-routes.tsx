import type { RouteObject } from 'react-router';
import { giftCardPaths } from '@/features/billing/gift-cards/paths';
import { RequirePermission } from '@/lib/auth/route-guards';

export const giftCardsRoutes: RouteObject[] = [
  // Gift cards (decision 050): admins.
  {
    element: <RequirePermission permission={['admin']} />,
    children: [
      {
        path: giftCardPaths.list.path,
        lazy: () => import('./gift-card-list-page').then(({ GiftCardListPage }) => ({ Component: GiftCardListPage })),
      },
      {
        path: giftCardPaths.detail.path,
        lazy: () => import('./gift-card-detail-page').then(({ GiftCardDetailPage }) => ({ Component: GiftCardDetailPage })),
      },
    ],
  },
];

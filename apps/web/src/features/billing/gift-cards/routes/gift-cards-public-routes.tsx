import type { RouteObject } from 'react-router';
import { giftCardPaths } from '@/features/billing/gift-cards/paths';
import { loadNamespaces } from '@/lib/i18n';

/** A gift card's balance, on the public site. */
export const giftCardsPublicRoutes: RouteObject[] = [
  {
    path: giftCardPaths.balance.path,
    lazy: () =>
      loadNamespaces(['giftCardBalance'])
        .then(() => import('./gift-card-balance-page'))
        .then(({ GiftCardBalancePage }) => ({ Component: GiftCardBalancePage })),
  },
];

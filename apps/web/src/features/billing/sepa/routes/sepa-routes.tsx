import type { RouteObject } from 'react-router';
import { sepaPaths } from '@/features/billing/sepa/paths';
import { RequirePermission } from '@/lib/auth/route-guards';

export const sepaRoutes: RouteObject[] = [
  // SEPA direct debit (decision 046): admins only.
  {
    element: <RequirePermission permission={['admin']} />,
    children: [
      { path: sepaPaths.list.path, lazy: () => import('./sepa-list-page').then(({ SepaListPage }) => ({ Component: SepaListPage })) },
      {
        path: sepaPaths.create.path,
        lazy: () => import('./sepa-create-page').then(({ SepaCreatePage }) => ({ Component: SepaCreatePage })),
      },
      { path: sepaPaths.batch.path, lazy: () => import('./sepa-batch-page').then(({ SepaBatchPage }) => ({ Component: SepaBatchPage })) },
      {
        path: sepaPaths.mandate.path,
        lazy: () => import('./sepa-mandate-page').then(({ SepaMandatePage }) => ({ Component: SepaMandatePage })),
      },
    ],
  },
];

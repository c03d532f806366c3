import type { RouteObject } from 'react-router';
import { bankStatementPaths } from '@/features/billing/bank-statements/paths';
import { RequirePermission } from '@/lib/auth/route-guards';

export const bankStatementsRoutes: RouteObject[] = [
  // Bank statements and the movements waiting to be matched (decision 047).
  {
    element: <RequirePermission permission={['admin']} />,
    children: [
      {
        path: bankStatementPaths.home.path,
        lazy: () => import('./bank-statements-page').then(({ BankStatementsPage }) => ({ Component: BankStatementsPage })),
      },
    ],
  },
];

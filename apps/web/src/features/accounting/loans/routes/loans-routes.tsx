import type { RouteObject } from 'react-router';
import { loanPaths } from '@/features/accounting/loans/paths';
import { RequirePermission } from '@/lib/auth/route-guards';

export const loansRoutes: RouteObject[] = [
  // Loans (decision 087): admins only, as the books.
  {
    element: <RequirePermission permission={['admin']} />,
    children: [
      { path: loanPaths.list.path, lazy: () => import('./loan-list-page').then(({ LoanListPage }) => ({ Component: LoanListPage })) },
      {
        path: loanPaths.create.path,
        lazy: () => import('./loan-create-page').then(({ LoanCreatePage }) => ({ Component: LoanCreatePage })),
      },
      { path: loanPaths.detail.path, lazy: () => import('./loan-page').then(({ LoanPage }) => ({ Component: LoanPage })) },
    ],
  },
];

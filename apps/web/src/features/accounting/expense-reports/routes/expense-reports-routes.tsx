import type { RouteObject } from 'react-router';
import { expensePaths } from '@/features/accounting/expense-reports/paths';
import { RequirePermission } from '@/lib/auth/route-guards';

export const expenseReportsRoutes: RouteObject[] = [
  // Expense reports (decision 088): staff file their own; the admin decides and pays.
  {
    element: <RequirePermission permission={['admin', 'bikeMechanic', 'order', 'search']} />,
    children: [
      {
        path: expensePaths.mine.path,
        lazy: () => import('./my-expenses-page').then(({ MyExpensesPage }) => ({ Component: MyExpensesPage })),
      },
    ],
  },
  {
    element: <RequirePermission permission={['admin']} />,
    children: [
      {
        path: expensePaths.admin.path,
        lazy: () => import('./expense-reports-page').then(({ ExpenseReportsPage }) => ({ Component: ExpenseReportsPage })),
      },
    ],
  },
];

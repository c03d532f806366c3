import type { RouteObject } from 'react-router';
import { booksPaths } from '@/features/accounting/books/paths';
import { RequirePermission } from '@/lib/auth/route-guards';

/** The books (decision 086): admins only, as every route of the API's accounting module; each page its own chunk. */
export const booksRoutes: RouteObject[] = [
  {
    element: <RequirePermission permission={['admin']} />,
    children: [
      {
        path: booksPaths.daybooks.path,
        lazy: () => import('./daybooks/routes/daybook-list-page').then(({ DaybookListPage }) => ({ Component: DaybookListPage })),
      },
      {
        path: booksPaths.daybook.path,
        lazy: () => import('./daybooks/routes/daybook-page').then(({ DaybookPage }) => ({ Component: DaybookPage })),
      },
      {
        path: booksPaths.sales.path,
        lazy: () => import('./daybooks/routes/daybook-page').then(({ SalesJournalPage }) => ({ Component: SalesJournalPage })),
      },
      {
        path: booksPaths.purchases.path,
        lazy: () => import('./purchases/routes/purchase-list-page').then(({ PurchaseListPage }) => ({ Component: PurchaseListPage })),
      },
      {
        path: booksPaths.purchase.path,
        lazy: () => import('./purchases/routes/purchase-page').then(({ PurchasePage }) => ({ Component: PurchasePage })),
      },
      {
        path: booksPaths.batches.path,
        lazy: () => import('./supplier-payments/routes/batch-list-page').then(({ BatchListPage }) => ({ Component: BatchListPage })),
      },
      {
        path: booksPaths.newBatch.path,
        lazy: () => import('./supplier-payments/routes/batch-create-page').then(({ BatchCreatePage }) => ({ Component: BatchCreatePage })),
      },
      {
        path: booksPaths.batch.path,
        lazy: () => import('./supplier-payments/routes/batch-page').then(({ BatchPage }) => ({ Component: BatchPage })),
      },
      {
        path: booksPaths.pendingClients.path,
        lazy: () => import('./pending/routes/pending-page').then(({ PendingPage }) => ({ Component: () => <PendingPage side="client" /> })),
      },
      {
        path: booksPaths.pendingSuppliers.path,
        lazy: () =>
          import('./pending/routes/pending-page').then(({ PendingPage }) => ({ Component: () => <PendingPage side="supplier" /> })),
      },
      {
        path: booksPaths.documents.path,
        lazy: () => import('./documents/routes/documents-page').then(({ DocumentsPage }) => ({ Component: DocumentsPage })),
      },
      {
        path: booksPaths.settings.path,
        lazy: () => import('./settings/routes/settings-page').then(({ SettingsPage }) => ({ Component: SettingsPage })),
      },
    ],
  },
];

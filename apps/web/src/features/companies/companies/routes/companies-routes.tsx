import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import type { LazyScreen } from '@/lib/lazy-screen';
import { RequirePermission } from '@/lib/auth/route-guards';

/** The company page with the conditions tab: composed by the app (decision 072). */
type ComposedScreens = { company: LazyScreen };

export const companiesRoutes = ({ company }: ComposedScreens): RouteObject[] => [
  {
    element: <RequirePermission permission={['admin']} />,
    children: [
      {
        path: paths.companies.list.path,
        lazy: () => import('./company-list-page').then(({ CompanyListPage }) => ({ Component: CompanyListPage })),
      },
      {
        path: paths.companies.create.path,
        lazy: () => import('./company-create-page').then(({ CompanyCreatePage }) => ({ Component: CompanyCreatePage })),
      },
      {
        path: paths.companies.contacts.path,
        lazy: () => import('./contacts-page').then(({ ContactsPage }) => ({ Component: ContactsPage })),
      },
      {
        path: paths.companies.contactCreate.path,
        lazy: () => import('./contact-create-page').then(({ ContactCreatePage }) => ({ Component: ContactCreatePage })),
      },
      {
        path: paths.companies.contactDetails.path,
        lazy: () => import('./contact-details-page').then(({ ContactDetailsPage }) => ({ Component: ContactDetailsPage })),
      },
      {
        path: paths.companies.documentCreate.path,
        lazy: () => import('./document-create-page').then(({ DocumentCreatePage }) => ({ Component: DocumentCreatePage })),
      },
      {
        path: paths.companies.process.path,
        lazy: () => import('./company-process-page').then(({ CompanyProcessPage }) => ({ Component: CompanyProcessPage })),
      },
      { path: paths.companies.detail.path, lazy: company },
    ],
  },
];

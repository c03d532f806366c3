import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { RequirePermission } from '@/lib/auth/route-guards';

export const leadsRoutes: RouteObject[] = [
  // Leads (decision 022): the shop's staff.
  {
    element: <RequirePermission permission={['admin', 'order']} shopStaff />,
    children: [
      { path: paths.leads.list.path, lazy: () => import('./lead-list-page').then(({ LeadListPage }) => ({ Component: LeadListPage })) },
      {
        path: paths.leads.create.path,
        lazy: () => import('./lead-create-page').then(({ LeadCreatePage }) => ({ Component: LeadCreatePage })),
      },
      {
        path: paths.leads.detail.path,
        lazy: () => import('./lead-detail-page').then(({ LeadDetailPage }) => ({ Component: LeadDetailPage })),
      },
    ],
  },
];

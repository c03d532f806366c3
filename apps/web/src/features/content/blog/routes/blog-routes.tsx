import type { RouteObject } from 'react-router';
import { blogPaths } from '@/features/content/blog/paths';
import { RequirePermission } from '@/lib/auth/route-guards';

export const blogRoutes: RouteObject[] = [
  // The blog's admin screens (decision 056): admins only.
  {
    element: <RequirePermission permission={['admin']} />,
    children: [
      { path: blogPaths.list.path, lazy: () => import('./blog-list-page').then(({ BlogListPage }) => ({ Component: BlogListPage })) },
      {
        path: blogPaths.create.path,
        lazy: () => import('./blog-create-page').then(({ BlogCreatePage }) => ({ Component: BlogCreatePage })),
      },
      {
        path: blogPaths.details.path,
        lazy: () => import('./blog-detail-page').then(({ BlogDetailPage }) => ({ Component: BlogDetailPage })),
      },
      { path: blogPaths.edit.path, lazy: () => import('./blog-edit-page').then(({ BlogEditPage }) => ({ Component: BlogEditPage })) },
    ],
  },
];

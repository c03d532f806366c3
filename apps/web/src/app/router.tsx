import { DEFAULT_LOCALE, isLocale } from '@veloport/domain';
import { redirect, type RouteObject } from 'react-router';
import { GuestLayout } from '@/app/layouts/guest-layout';
import { RootLayout } from '@/app/layouts/root-layout';
import { RouteErrorBoundary } from '@/app/layouts/route-error-boundary';
import { PageLoader } from '@/components/ui/page-loader';
import { paths } from '@/config/paths';
import { GuestOnly, RequireAuth, RequirePermission } from '@/lib/auth/route-guards';

/*
 * Every page is loaded on demand (`lazy`), so the login page ships only what it needs.
 * Modules add their routes under `dashboard`, wrapped in <RequirePermission permission={[...]} />
 * (and/or companyAccess) when they are restricted.
 */
export const routes: RouteObject[] = [
  // Redirect-only routes render nothing (`element: null`): their loader answers before any render.
  { path: paths.root.path, loader: () => redirect(`/${DEFAULT_LOCALE}`), element: null, HydrateFallback: PageLoader },
  {
    path: paths.locale.path,
    // A first segment that is not a locale is not worth guessing: start again from the default.
    loader: ({ params }) => (isLocale(params.locale) ? null : redirect(`/${DEFAULT_LOCALE}`)),
    element: <RootLayout />,
    HydrateFallback: PageLoader,
    ErrorBoundary: RouteErrorBoundary,
    children: [
      {
        element: <GuestLayout />,
        children: [
          {
            element: <GuestOnly />,
            children: [
              { index: true, lazy: () => import('@/app/routes/auth/login') },
              { path: paths.setPassword.path, lazy: () => import('@/app/routes/auth/set-password') },
              { path: paths.newAccess.path, lazy: () => import('@/app/routes/auth/new-access') },
              { path: paths.takeQuiz.path, lazy: () => import('@/app/routes/quiz/take') },
            ],
          },
          { path: paths.forgotPassword.path, lazy: () => import('@/app/routes/auth/forgot-password') },
          { path: paths.resetPassword.path, lazy: () => import('@/app/routes/auth/reset-password') },
          { path: paths.error.path, lazy: () => import('@/app/routes/error') },
        ],
      },
      {
        path: paths.dashboard.path,
        element: <RequireAuth />,
        children: [
          {
            lazy: () => import('@/app/routes/dashboard/layout'),
            children: [
              { index: true, lazy: () => import('@/app/routes/dashboard/home') },
              { path: paths.userSettings.path, lazy: () => import('@/app/routes/dashboard/user-settings') },
              {
                element: <RequirePermission permission={['admin', 'fleetManager']} />,
                children: [
                  { path: paths.users.path, lazy: () => import('@/app/routes/users/list') },
                  { path: paths.userCreate.path, lazy: () => import('@/app/routes/users/create') },
                  { path: paths.userDetail.path, lazy: () => import('@/app/routes/users/detail') },
                  { path: paths.fleetQuiz.path, lazy: () => import('@/app/routes/quiz/builder') },
                ],
              },
              {
                element: <RequirePermission permission={['admin']} />,
                children: [
                  { path: paths.companies.list.path, lazy: () => import('@/app/routes/companies/list') },
                  { path: paths.companies.create.path, lazy: () => import('@/app/routes/companies/create') },
                  { path: paths.companies.contacts.path, lazy: () => import('@/app/routes/companies/contacts') },
                  { path: paths.companies.contactCreate.path, lazy: () => import('@/app/routes/companies/contact-create') },
                  { path: paths.companies.contactDetails.path, lazy: () => import('@/app/routes/companies/contact-details') },
                  { path: paths.companies.documentCreate.path, lazy: () => import('@/app/routes/companies/document-create') },
                  { path: paths.companies.conditions.path, lazy: () => import('@/app/routes/conditions/admin-conditions') },
                  { path: paths.companies.cafeteria.path, lazy: () => import('@/app/routes/conditions/admin-cafeteria') },
                  { path: paths.companies.process.path, lazy: () => import('@/app/routes/companies/process') },
                  { path: paths.companies.detail.path, lazy: () => import('@/app/routes/companies/detail') },
                ],
              },
              {
                element: <RequirePermission permission={['fleetManager']} />,
                children: [
                  { path: paths.fleetConditions.home.path, lazy: () => import('@/app/routes/conditions/fleet-home') },
                  { path: paths.fleetConditions.edit.path, lazy: () => import('@/app/routes/conditions/fleet-conditions') },
                  { path: paths.fleetConditions.cafeteria.path, lazy: () => import('@/app/routes/conditions/fleet-cafeteria') },
                ],
              },
            ],
          },
        ],
      },
      {
        path: '*',
        loader: ({ params }) =>
          redirect(isLocale(params.locale) ? paths.error.getHref(params.locale, 404) : `/${DEFAULT_LOCALE}`),
        element: null,
      },
    ],
  },
];

import { DEFAULT_LOCALE, isLocale } from '@veloport/domain';
import { redirect, type RouteObject } from 'react-router';
import { GuestLayout } from '@/app/layouts/guest-layout';
import { RootLayout } from '@/app/layouts/root-layout';
import { RouteErrorBoundary } from '@/app/layouts/route-error-boundary';
import { PageLoader } from '@/components/ui/page-loader';
import { paths } from '@/config/paths';
import { GuestOnly, RequireAuth } from '@/lib/auth/route-guards';

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

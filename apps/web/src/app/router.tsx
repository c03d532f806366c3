import { DEFAULT_LOCALE, isLocale } from '@veloport/domain';
import { redirect, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router';
import { GuestLayout } from '@/app/layouts/guest-layout';
import { RootLayout } from '@/app/layouts/root-layout';
import { RouteErrorBoundary } from '@/app/layouts/route-error-boundary';
import { PageLoader } from '@/components/ui/page-loader';
import { paths } from '@/config/paths';
import { faqPaths } from '@/features/content/faq/paths';
import { giftCardPaths } from '@/features/billing/gift-cards/paths';
import { questionnairePaths } from '@/features/content/questionnaires/paths';
import { GuestOnly, RequireAuth } from '@/lib/auth/route-guards';
import { loadNamespaces } from '@/lib/i18n';

/*
 * Every page is loaded on demand (`lazy`), so the login page ships only what it needs. The signed-in pages are not
 * even listed here: modules add them to dashboard-routes.tsx, which the router fetches on the first navigation into
 * the dashboard (dashboardRouteDiscovery below).
 */
export const DASHBOARD_ROUTE_ID = 'dashboard';

/**
 * Gives a router the dashboard's pages the first time it navigates under /{locale}/dashboard (React Router calls this
 * before matching a path it may not know yet). One per router: each router keeps its own routes.
 */
export function dashboardRouteDiscovery(): PatchRoutesOnNavigationFunction {
  let patched = false;
  return async ({ path, patch, signal }) => {
    if (patched || !/^\/[^/]+\/dashboard(\/|$)/.test(path)) return;
    const { dashboardRoutes } = await import('@/app/dashboard-routes');
    // An interrupted navigation's patch is ignored (sign-in goes to /nl/dashboard, then to the user's /fr/dashboard):
    // only a navigation that went through counts. Patching twice adds nothing (React Router skips identical routes).
    if (signal.aborted) return;
    patch(DASHBOARD_ROUTE_ID, dashboardRoutes);
    patched = true;
  };
}

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
              { path: paths.takeQuiz.path, lazy: () => loadNamespaces(['quiz']).then(() => import('@/app/routes/quiz/take')) },
            ],
          },
          { path: paths.forgotPassword.path, lazy: () => import('@/app/routes/auth/forgot-password') },
          { path: paths.resetPassword.path, lazy: () => import('@/app/routes/auth/reset-password') },
          { path: paths.confirmEmail.path, lazy: () => import('@/app/routes/auth/confirm-email') },
          { path: paths.error.path, lazy: () => import('@/app/routes/error') },
        ],
      },
      // The public site (issue 4): anyone, signed in or not.
      {
        lazy: () => import('@/app/routes/public/layout'),
        children: [
          { path: paths.public.home.path, lazy: () => import('@/app/routes/public/home') },
          { path: paths.public.bikes.path, lazy: () => import('@/app/routes/public/bikes') },
          { path: paths.public.bike.path, lazy: () => import('@/app/routes/public/bike') },
          { path: paths.public.accessories.path, lazy: () => import('@/app/routes/public/accessories') },
          { path: paths.public.accessory.path, lazy: () => import('@/app/routes/public/accessory') },
          { path: paths.public.usedBikes.path, lazy: () => import('@/app/routes/public/used-bikes') },
          { path: paths.public.usedBike.path, lazy: () => import('@/app/routes/public/used-bike') },
          { path: paths.public.rentals.path, lazy: () => import('@/app/routes/public/rentals') },
          { path: paths.public.tradeIn.path, lazy: () => import('@/app/routes/public/trade-in') },
          { path: paths.public.contact.path, lazy: () => import('@/app/routes/public/contact') },
          { path: paths.public.leasingRequest.path, lazy: () => import('@/app/routes/public/leasing-request') },
          { path: paths.public.testRide.path, lazy: () => import('@/app/routes/public/test-ride') },
          {
            path: giftCardPaths.balance.path,
            lazy: () => loadNamespaces(['giftCardBalance']).then(() => import('@/app/routes/public/gift-card')),
          },
          // A company's questionnaire (decision 054): its catalogue is not among the guest namespaces.
          {
            path: questionnairePaths.answer.path,
            lazy: () => loadNamespaces(['questionnaires']).then(() => import('@/app/routes/questionnaires/answer')),
          },
          { path: faqPaths.public.path, lazy: () => loadNamespaces(['faq']).then(() => import('@/app/routes/public/faq')) },
          // The blog (decision 056), rendered on the server like the catalogue; paths as in features/content/blog/paths.ts (literal: the first page's weight).
          { path: 'blog', lazy: () => loadNamespaces(['blog']).then(() => import('@/app/routes/blog/public-list')) },
          { path: 'blog/:slug', lazy: () => loadNamespaces(['blog']).then(() => import('@/app/routes/blog/public-post')) },
        ],
      },
      {
        // The signed-in app: its pages arrive with dashboard-routes.tsx on the first visit (dashboardRouteDiscovery).
        id: DASHBOARD_ROUTE_ID,
        path: paths.dashboard.path,
        element: <RequireAuth />,
      },
      {
        path: '*',
        loader: ({ params }) => redirect(isLocale(params.locale) ? paths.error.getHref(params.locale, 404) : `/${DEFAULT_LOCALE}`),
        element: null,
      },
    ],
  },
];

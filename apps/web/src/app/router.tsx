import { DEFAULT_LOCALE, isLocale } from '@veloport/domain';
import { redirect, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router';
import { GuestLayout } from '@/app/layouts/guest-layout';
import { RootLayout } from '@/app/layouts/root-layout';
import { RouteErrorBoundary } from '@/app/layouts/route-error-boundary';
import { PageLoader } from '@/components/ui/page-loader';
import { paths } from '@/config/paths';
import { giftCardsPublicRoutes } from '@/features/billing/gift-cards/routes/gift-cards-public-routes';
import { quizPublicRoutes } from '@/features/companies/quiz/routes/quiz-public-routes';
import { blogPublicRoutes } from '@/features/content/blog/routes/blog-public-routes';
import { faqPublicRoutes } from '@/features/content/faq/routes/faq-public-routes';
import { questionnairesPublicRoutes } from '@/features/content/questionnaires/routes/questionnaires-public-routes';
import { authRoutes } from '@/features/identity/auth/routes/auth-routes';
import { siteRoutes } from '@/features/public-catalog/site/routes/site-routes';
import { onlineRentalsPublicRoutes } from '@/features/rentals/online-rentals/routes/online-rentals-public-routes';
import { shopPublicRoutes } from '@/features/shop/shop/routes/shop-public-routes';
import { errorsRoutes } from '@/features/shell/errors/routes/errors-routes';
import { RequireAuth } from '@/lib/auth/route-guards';

/*
 * Every page is loaded on demand (`lazy`), so the login page ships only what it needs. Each feature lists its own
 * pages (features/<group>/<feature>/routes/*-routes.tsx, decision 072); this table only places those lists. The
 * signed-in pages are not even listed here: they are in dashboard-routes.tsx, which the router fetches on the first
 * navigation into the dashboard (dashboardRouteDiscovery below).
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

const loginWithQuizOffer = () =>
  import('@/app/compositions/login-with-quiz-offer').then(({ LoginWithQuizOffer }) => ({ Component: LoginWithQuizOffer }));

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
      { element: <GuestLayout />, children: [...authRoutes({ login: loginWithQuizOffer }), ...quizPublicRoutes, ...errorsRoutes] },
      ...siteRoutes([
        ...giftCardsPublicRoutes,
        ...questionnairesPublicRoutes,
        ...faqPublicRoutes,
        ...blogPublicRoutes,
        ...onlineRentalsPublicRoutes,
        ...shopPublicRoutes,
      ]),
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

import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/dates/styles.css';
import { hydrate as hydrateQueries, type DehydratedState } from '@tanstack/react-query';
import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { dashboardRouteDiscovery, routes } from '@/app/router';
import { paths } from '@/config/paths';
import { GUEST_NAMESPACES, LATER_GUEST_NAMESPACES, loadNamespaces, localeFromPath, NAMESPACES, SIGN_IN_NAMESPACES } from '@/lib/i18n';

declare global {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- only an interface merges into Window
  interface Window {
    /** Set by the server when it rendered this page (entry-server.tsx): the data the page was rendered with. */
    __VELOPORT_QUERY_STATE__?: DehydratedState;
  }
}

/** Marks the page as taken over by the app (browser tests wait for it after loading a page: e2e/support/test.ts). */
function AppReady() {
  useEffect(() => document.documentElement.setAttribute('data-app-ready', ''), []);
  return null;
}

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

/** The page's lazy routes, loaded before hydration so that the first render is the server's page, not a loader. */
async function loadMatchedRoutes() {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = (await route.lazy()) as Partial<RouteObject>;
      Object.assign(route, { ...module, lazy: undefined });
    }),
  );
}

async function start(root: HTMLElement) {
  const serverState = window.__VELOPORT_QUERY_STATE__;
  const queryClient = createQueryClient();
  if (serverState) {
    hydrateQueries(queryClient, serverState);
    await loadMatchedRoutes();
  }
  // The page's catalogues before its first render: the signed-out pages need a few, the signed-in app all of them.
  const { pathname } = window.location;
  const signedInArea = pathname.startsWith(paths.dashboard.getHref(localeFromPath(pathname)));
  const publicSite = Object.values(paths.public).some(({ path }) => path.split('/')[0] === pathname.split('/')[2]);
  await loadNamespaces(signedInArea ? NAMESPACES : publicSite ? GUEST_NAMESPACES : [...GUEST_NAMESPACES, ...SIGN_IN_NAMESPACES]);
  const router = createBrowserRouter(routes, { patchRoutesOnNavigation: dashboardRouteDiscovery() });
  const app = (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
        <AppReady />
      </AppProviders>
    </StrictMode>
  );
  // As a transition, hydration is time-sliced: the page stays responsive in short tasks instead of one long one.
  if (serverState) startTransition(() => void hydrateRoot(root, app));
  else createRoot(root).render(app);
  // The public site's error words, once its page runs: before any visitor can submit a form (lib/guest-namespaces.ts).
  if (publicSite) void loadNamespaces(LATER_GUEST_NAMESPACES);
}

void start(container);

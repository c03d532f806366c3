/**
 * Server-side rendering of the public site (decision 010). The API process imports the SSR build of this file
 * and renders a visitor's first page with the same components the browser uses, so the page paints before any
 * script runs and search engines read its content. The browser then hydrates it (start.tsx).
 *
 * Data: components fetch through TanStack Query. A render on the server runs no effects, so a first pass only
 * records which queries the page asks for; they are fetched in-process, and the next pass renders with data
 * (a few passes at most, for queries that depend on others). The cache goes to the browser with the HTML.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { isLocale } from '@veloport/domain';
import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { routes } from '@/app/router';
import { paths } from '@/config/paths';
import { ApiError, setApiLanguageSource, setApiTransport } from '@/lib/api-client';
import { AUTH_QUERY_KEY } from '@/lib/auth/check-auth';
import { i18n } from '@/lib/i18n';
import { registerAllCatalogues } from '@/lib/i18n-bundled';

registerAllCatalogues();

/** The language of the render a call belongs to: renders of different languages interleave (decision 101). */
const renderLanguage = new AsyncLocalStorage<string>();
setApiLanguageSource(() => renderLanguage.getStore() ?? null);

export type RenderRequest = {
  /** Path and query of the page, e.g. `/fr/bikes?electric=true`. */
  url: string;
  /** The request's Cookie header (consent choice). */
  cookies: string;
  /** Answers `/api/...` calls in-process. */
  fetch: (input: string, init: RequestInit) => Promise<Response>;
};

/** `status` 404: the page's content does not exist (a query of the page answered 404), so the server says so too. */
export type RenderResult = { html: string; queryState: unknown; status: 200 | 404 };

const MAX_PASSES = 4;

/**
 * Whether the app has a page at `pathname`: 404 for a path its router would send to the not-found page, and for that
 * page itself, so the server answers such paths with status 404 (decision 070). The signed-in pages under
 * /{locale}/dashboard load on demand and are not listed here: the app decides there, once signed in.
 */
export function routeStatus(pathname: string): 200 | 404 {
  const [, locale, section] = pathname.split('/');
  if (!isLocale(locale)) return 404;
  if (section === paths.dashboard.path) return 200;
  const last = matchRoutes(routes, pathname)?.at(-1);
  if (!last || last.route.path === '*') return 404;
  if (last.route.path === paths.error.path && (last.params.errorCode ?? '404') === '404') return 404;
  return 200;
}

function wantsData(query: Query): boolean {
  const enabled = (query.options as { enabled?: boolean | ((q: Query) => boolean) }).enabled;
  const on = typeof enabled === 'function' ? enabled(query) : enabled !== false;
  return on && query.state.status === 'pending' && query.state.fetchStatus === 'idle';
}

async function fetchWanted(client: QueryClient): Promise<boolean> {
  const wanted = client.getQueryCache().getAll().filter(wantsData);
  // A failed query renders its error state in the browser, exactly as it would have without the server.
  await Promise.all(wanted.map((q) => client.prefetchQuery({ queryKey: q.queryKey, queryFn: q.options.queryFn, retry: false })));
  return wanted.length > 0;
}

/** Renders a page of the public site for a signed-out visitor; null when the router answers with a redirect. */
export async function render({ url, cookies, fetch }: RenderRequest): Promise<RenderResult | null> {
  setApiTransport(fetch);
  const locale = url.split(/[/?#]/)[1];
  if (!isLocale(locale)) return null;
  return renderLanguage.run(locale, () => renderIn(locale, url, cookies));
}

async function renderIn(locale: string, url: string, cookies: string): Promise<RenderResult | null> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(url, 'http://veloport.invalid')));
  if (context instanceof Response) return null;
  const router = createStaticRouter(handler.dataRoutes, context);

  const client = createQueryClient();
  // Only signed-out visitors are rendered on the server; a session is the browser's business.
  client.setQueryData(AUTH_QUERY_KEY, { authenticated: false, user: null });
  // Each request its own language: renders of different languages may interleave between passes.
  const t = i18n.cloneInstance({ lng: locale, initAsync: false });

  const page = () =>
    renderToString(
      <AppProviders queryClient={client} i18n={t} cookies={cookies}>
        <StaticRouterProvider router={router} context={context} />
      </AppProviders>,
    );
  let html = page();
  for (let pass = 1; pass < MAX_PASSES && (await fetchWanted(client)); pass++) html = page();
  const missing = client
    .getQueryCache()
    .getAll()
    .some((q) => q.state.error instanceof ApiError && q.state.error.status === 404);
  return { html, queryState: dehydrate(client), status: missing ? 404 : routeStatus(new URL(url, 'http://veloport.invalid').pathname) };
}

/**
 * Server-side rendering of the public site (decision 010). The API process imports the SSR build of this file
 * and renders a visitor's first page with the same components the browser uses, so the page paints before any
 * script runs and search engines read its content. The browser then hydrates it (start.tsx).
 *
 * Data: components fetch through TanStack Query. A render on the server runs no effects, so a first pass only
 * records which queries the page asks for; they are fetched in-process, and the next pass renders with data
 * (a few passes at most, for queries that depend on others). The cache goes to the browser with the HTML.
 */
import { isLocale } from '@veloport/domain';
import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { routes } from '@/app/router';
import { setApiTransport } from '@/lib/api-client';
import { AUTH_QUERY_KEY } from '@/lib/auth/check-auth';
import { i18n } from '@/lib/i18n';
import { registerAllCatalogues } from '@/lib/i18n-bundled';

registerAllCatalogues();

export type RenderRequest = {
  /** Path and query of the page, e.g. `/fr/bikes?electric=true`. */
  url: string;
  /** The request's Cookie header (consent choice). */
  cookies: string;
  /** Answers `/api/...` calls in-process. */
  fetch: (input: string, init: RequestInit) => Promise<Response>;
};

export type RenderResult = { html: string; queryState: unknown };

const MAX_PASSES = 4;

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
  return { html, queryState: dehydrate(client) };
}

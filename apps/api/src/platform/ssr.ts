import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { SESSION_COOKIE } from './cookies';

/** `status` 404: the page rendered is the app's, but what it shows does not exist (an unknown bike, a closed questionnaire's slug). */
type RenderResult = { html: string; queryState: unknown; status?: 200 | 404 };
type ServerEntry = {
  render(request: {
    url: string;
    cookies: string;
    fetch: (input: string, init: RequestInit) => Promise<Response>;
  }): Promise<RenderResult | null>;
  /** 404 when the app's route table has no page at this path (older builds lack it: every path is a page). */
  routeStatus?: (pathname: string) => 200 | 404;
};

/** The web app on the server: `render` a page (null when it cannot: a redirect, an error), `routeStatus` of a path. */
export type ServerRenderer = {
  render: (url: string, cookies: string) => Promise<RenderResult | null>;
  routeStatus: (pathname: string) => 200 | 404;
};

/**
 * The web build's server entry (apps/web/src/app/entry-server.tsx, built to dist/server), loaded on first use or
 * once the server listens: its 2 MB of JavaScript stay out of the time to a healthy restart (decision 071).
 * Null when there is no server build.
 */
export function lazyServerRenderer(app: FastifyInstance, distDir: string): () => Promise<ServerRenderer | null> {
  let loading: Promise<ServerRenderer | null> | null = null;
  const get = () => (loading ??= loadServerRenderer(app, distDir));
  app.addHook('onListen', async () => {
    void get();
  });
  return get;
}

/**
 * Loads the server entry when present. The app's API calls are answered in-process through `inject`: same routes,
 * validation and access checks as from a browser, signed out, without a network round trip.
 */
async function loadServerRenderer(app: FastifyInstance, distDir: string): Promise<ServerRenderer | null> {
  const file = path.join(distDir, 'server', 'entry-server.js');
  if (!fs.existsSync(file)) return null;
  const entry = (await import(pathToFileURL(file).href)) as ServerEntry;
  const fetchInProcess = async (input: string, init: RequestInit): Promise<Response> => {
    const method = (init.method ?? 'GET') as 'GET';
    // The page's language travels with each call, so that names come in it (decision 101).
    const language = new Headers(init.headers).get('accept-language');
    const res = await app.inject({
      method,
      url: input,
      headers: { accept: 'application/json', ...(language ? { 'accept-language': language } : {}) },
    });
    const type = res.headers['content-type'];
    return new Response(res.statusCode === 204 ? null : res.rawPayload, {
      status: res.statusCode,
      headers: typeof type === 'string' ? { 'content-type': type } : {},
    });
  };
  return {
    async render(url, cookies) {
      try {
        return await entry.render({ url, cookies, fetch: fetchInProcess });
      } catch (error) {
        // The browser renders the page as it always could; the visitor only loses the early paint.
        app.log.warn({ err: error, url }, 'server-side render failed');
        return null;
      }
    },
    routeStatus: (pathname) => entry.routeStatus?.(pathname) ?? 200,
  };
}

/** Puts the rendered page and the data it was rendered with into the built index.html. */
export function injectRendered(html: string, rendered: RenderResult): string {
  const state = JSON.stringify(rendered.queryState).replace(/</g, '\\u003c');
  return html.replace(
    '<div id="root"></div>',
    () => `<div id="root">${rendered.html}</div><script>window.__VELOPORT_QUERY_STATE__=${state}</script>`,
  );
}

/** Signed-in visitors get the page from the browser: the server renders for nobody in particular. */
export function hasSession(cookies: string): boolean {
  return cookies.split(';').some((part) => part.trim().startsWith(`${SESSION_COOKIE}=`));
}

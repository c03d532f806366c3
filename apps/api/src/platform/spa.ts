import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { contentSecurityPolicyFor } from './security-headers';

/**
 * Lets the app put page-specific content into the HTML the server sends: <head> (title, description, alternates)
 * and, for public pages, the server-rendered page. `url` keeps the query string; `cookies` is the Cookie header.
 */
export type PageRenderer = (page: { pathname: string; url: string; cookies: string }, html: string) => Promise<string>;

/** Serves the built web app; any other non-API GET falls back to index.html so the client router decides. */
export async function registerSpa(app: FastifyInstance, distDir: string, renderPage?: PageRenderer): Promise<void> {
  const index = path.join(distDir, 'index.html');
  if (!fs.existsSync(index)) {
    app.log.warn({ distDir }, 'web build not found: run `npm run build`; serving the API only');
    return;
  }
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    // The build writes a brotli copy of each script and stylesheet at the best quality (apps/web/vite.config.ts):
    // sent as is to browsers that accept brotli, smaller than the on-the-fly compression (app.ts) and free per request.
    preCompressed: true,
    setHeaders: (res, file) => {
      // Vite fingerprints everything under assets/, so those never change.
      res.header('Cache-Control', file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const html = fs.readFileSync(index, 'utf8');
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    if (request.url === '/api' || request.url.startsWith('/api/')) return reply.callNotFound();
    const raw = request.url.split('?')[0] ?? '/';
    let pathname = raw;
    try {
      pathname = decodeURIComponent(raw);
    } catch {
      // A malformed escape is still a path the client router can answer with its 404 page.
    }
    const page = renderPage ? await renderPage({ pathname, url: request.url, cookies: request.headers.cookie ?? '' }, html) : html;
    // The page's inline scripts (the server-rendered data) run only because their hashes are named here.
    return reply
      .header('Cache-Control', 'no-cache')
      .header('Content-Security-Policy', contentSecurityPolicyFor(page))
      .type('text/html; charset=utf-8')
      .send(page);
  });
}

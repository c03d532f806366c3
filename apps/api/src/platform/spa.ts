import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { isLocale, type Locale } from '@veloport/domain';
import { localeFromAcceptLanguage } from './accept-language';
import type { FastifyInstance } from 'fastify';
import { contentSecurityPolicyFor } from './security-headers';

/**
 * Lets the app put page-specific content into the HTML the server sends: <head> (title, description, alternates)
 * and, for public pages, the server-rendered page. `url` keeps the query string; `cookies` is the Cookie header.
 * `status` is 404 when the app has no such page or the page's content does not exist (a bike that is not sold).
 */
export type PageRenderer = (
  page: { pathname: string; url: string; cookies: string },
  html: string,
) => Promise<{ html: string; status: 200 | 404 }>;

/**
 * What a path outside the API is (decision 070): a file that is not there (a built asset, a dot-file such as
 * `/.env`, anything with an extension outside a language) answers 404 and never the app; a path outside any
 * language is redirected to it; only paths under a language are the app's, with the status the app gives them.
 */
export type PathKind = { kind: 'missing_file' } | { kind: 'outside_locale' } | { kind: 'app'; locale: Locale };

export function pathKind(pathname: string): PathKind {
  const segments = pathname.split('/').filter(Boolean);
  if (segments.some((s) => s.startsWith('.')) || segments[0] === 'assets') return { kind: 'missing_file' };
  const [first] = segments;
  if (isLocale(first)) return { kind: 'app', locale: first };
  return /\.[a-z0-9]{1,8}$/i.test(segments.at(-1) ?? '') ? { kind: 'missing_file' } : { kind: 'outside_locale' };
}

/** Whether the app has a page at a path under a language (its route table; the dashboard's pages load on demand). */
export type PageFinder = (pathname: string) => Promise<boolean>;

/** Serves the built web app; a page of the app (under a language) falls back to index.html so the client router decides. */
export async function registerSpa(
  app: FastifyInstance,
  distDir: string,
  pages: { render?: PageRenderer; has?: PageFinder } = {},
): Promise<void> {
  const index = path.join(distDir, 'index.html');
  if (!fs.existsSync(index)) {
    app.log.warn({ distDir }, 'web build not found: run `npm run build`; serving the API only');
    return;
  }
  // Only the browser's files are served: the fingerprinted assets, looked up when asked for (a route per file made
  // a start register some 1,600 routes), and the few files at the root. Never the server-side renderer's own
  // bundle under server/, nor index.html without its <head> (decisions 070, 071).
  await app.register(fastifyStatic, {
    root: path.join(distDir, 'assets'),
    prefix: '/assets/',
    wildcard: true,
    index: false,
    // The build writes a brotli copy of each script and stylesheet at the best quality (apps/web/vite.config.ts):
    // sent as is to browsers that accept brotli, smaller than the on-the-fly compression (app.ts) and free per request.
    preCompressed: true,
    // Vite fingerprints everything under assets/, so those never change.
    setHeaders: (res) => res.header('Cache-Control', 'public, max-age=31536000, immutable'),
  });
  const rootFiles = fs
    .readdirSync(distDir, { withFileTypes: true })
    .filter((e) => e.isFile() && e.name !== 'index.html' && !e.name.endsWith('.br'))
    .map((e) => e.name);
  for (const name of rootFiles)
    app.get(`/${name}`, { schema: { hide: true } }, (_request, reply) =>
      reply.header('Cache-Control', 'no-cache').sendFile(name, distDir, { cacheControl: false }),
    );
  const html = fs.readFileSync(index, 'utf8');
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    if (request.url === '/api' || request.url.startsWith('/api/')) return reply.callNotFound();
    const q = request.url.indexOf('?');
    const raw = q < 0 ? request.url : request.url.slice(0, q);
    const query = q < 0 ? '' : request.url.slice(q);
    let pathname = raw;
    try {
      pathname = decodeURIComponent(raw);
    } catch {
      // A malformed escape is still a path the client router can answer with its 404 page.
    }
    const where = pathKind(pathname);
    if (where.kind === 'missing_file') return reply.callNotFound();
    if (where.kind === 'outside_locale') {
      // The browser's language when it is one of ours (issue 27: `/` in Dutch goes to `/nl`), French otherwise,
      // keeping the rest of the path when the app has a page there (`/bikes` → `/fr/bikes`), else its first page.
      const locale = localeFromAcceptLanguage(request.headers['accept-language']);
      reply.header('Vary', 'Accept-Language');
      const rest = pathname.replace(/\/+$/, '');
      const keep = rest !== '' && pages.has ? await pages.has(`/${locale}${rest}`) : false;
      const target = keep ? `/${locale}${raw.replace(/\/+$/, '')}${query}` : `/${locale}`;
      return reply.header('Cache-Control', 'no-cache').redirect(target, 302);
    }
    const page = pages.render
      ? await pages.render({ pathname, url: request.url, cookies: request.headers.cookie ?? '' }, html)
      : { html, status: 200 as const };
    // The page's inline scripts (the server-rendered data) run only because their hashes are named here.
    return reply
      .status(page.status)
      .header('Cache-Control', 'no-cache')
      .header('Content-Security-Policy', contentSecurityPolicyFor(page.html))
      .type('text/html; charset=utf-8')
      .send(page.html);
  });
}

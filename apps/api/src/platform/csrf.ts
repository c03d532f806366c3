import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { AppError } from './errors';
import { CSRF_COOKIE, CSRF_HEADER, setCsrfCookie, type CookieSettings } from './cookies';
import { newToken } from './session';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

function equal(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && crypto.timingSafeEqual(x, y);
}

/**
 * Double-submit cookie (seed §7): every state-changing request echoes the XSRF-TOKEN cookie in a header.
 * Every one, whatever the spelling of its path: `/%61pi/…` and an absolute-form request line
 * (`POST http://host/api/…`) reach the same routes as `/api/…`, so a check by path prefix could be
 * walked around (issue 10 point 6). No state-changing route is exempt; the web app sends the header on all.
 */
export function registerCsrf(app: FastifyInstance, cookies: CookieSettings): void {
  app.addHook('onRequest', async (request) => {
    if (SAFE.has(request.method)) return;
    // A provider's webhook (decision 050) has no cookie to echo: it proves itself by its signature, and acts as no one.
    if (request.routeOptions.config?.csrf === false) return;
    const cookie = request.cookies[CSRF_COOKIE];
    const header = request.headers[CSRF_HEADER];
    if (!cookie || typeof header !== 'string' || !equal(cookie, header)) {
      throw new AppError(403, 'csrf_mismatch', 'Missing or wrong X-XSRF-TOKEN header');
    }
  });

  app.get(
    '/api/csrf-cookie',
    { config: { access: { public: true } }, schema: { tags: ['auth'], summary: 'Sets the XSRF-TOKEN cookie' } },
    async (request, reply) => {
      setCsrfCookie(reply, request.cookies[CSRF_COOKIE] ?? newToken(), cookies);
      return reply.status(204).send();
    },
  );
}

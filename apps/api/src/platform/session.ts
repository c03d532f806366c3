import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AuthUser, Clock } from '@veloport/domain';
import { CSRF_COOKIE, SESSION_COOKIE, setCsrfCookie, setSessionCookie, type CookieSettings } from './cookies';
import './request-context';

/** Implemented by the identity module; the platform knows sessions only through this. */
export type SessionStore = {
  load(token: string): Promise<{ user: AuthUser; expiresAt: Date } | null>;
  extend(token: string, expiresAt: Date): Promise<void>;
};

/** Sliding expiry without a write per request: extend once a minute at most. */
const EXTEND_AFTER_MS = 60_000;

export function registerSessions(app: FastifyInstance, store: SessionStore, cookies: CookieSettings, clock: Clock): void {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionToken', null);
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return;
    const session = await store.load(token);
    if (!session) return;
    request.user = session.user;
    request.sessionToken = token;
    const ttlMs = cookies.ttlSeconds * 1000;
    const now = clock.now().getTime();
    if (session.expiresAt.getTime() - now < ttlMs - EXTEND_AFTER_MS) {
      await store.extend(token, new Date(now + ttlMs));
      setSessionCookie(reply, token, cookies);
      const csrf = request.cookies[CSRF_COOKIE];
      if (csrf) setCsrfCookie(reply, csrf, cookies);
    }
  });
}

export const newToken = () => crypto.randomBytes(32).toString('base64url');
export const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

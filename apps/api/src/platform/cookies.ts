import type { FastifyReply } from 'fastify';

export const SESSION_COOKIE = 'veloport_session';
export const CSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_HEADER = 'x-xsrf-token';

export type CookieSettings = { ttlSeconds: number; secure: boolean };

export function setSessionCookie(reply: FastifyReply, token: string, s: CookieSettings): void {
  reply.setCookie(SESSION_COOKIE, token, { path: '/', httpOnly: true, sameSite: 'lax', secure: s.secure, maxAge: s.ttlSeconds });
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

/** Readable by the page's script on purpose: it echoes it in the X-XSRF-TOKEN header (double submit). */
export function setCsrfCookie(reply: FastifyReply, token: string, s: CookieSettings): void {
  reply.setCookie(CSRF_COOKIE, token, { path: '/', httpOnly: false, sameSite: 'lax', secure: s.secure, maxAge: s.ttlSeconds });
}

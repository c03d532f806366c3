import type { FastifyReply, FastifyRequest } from 'fastify';
import { setCsrfCookie, setSessionCookie, type CookieSettings } from '../../../platform/cookies';
import { newToken } from '../../../platform/session';
import type { IdentityService } from '../identity.service';

/**
 * Opens a session for the user on this browser. A new session also gets a fresh CSRF token,
 * so a token planted before sign-in is worthless after. Sign-in, set-password and a passed quiz share it.
 */
export async function signIn(
  identity: IdentityService,
  cookies: CookieSettings,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number,
) {
  const token = await identity.startSession(userId, { ip: request.ip, userAgent: request.headers['user-agent'] });
  setSessionCookie(reply, token, cookies);
  setCsrfCookie(reply, newToken(), cookies);
}

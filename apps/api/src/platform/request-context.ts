import type { AuthUser, Clock, RouteAccess } from '@veloport/domain';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's clock (decision 067): "now" and "today in Brussels" for every handler, job and download name. */
    clock: Clock;
  }
  interface FastifyRequest {
    /** The signed-in user, or null; set by the session hook before any handler. */
    user: AuthUser | null;
    sessionToken: string | null;
  }
  interface FastifyContextConfig {
    /** Who may call the route; every /api route must declare it (architecture rule 2). */
    access?: RouteAccess;
    /** `false` only on a public webhook checked by its own signature (decision 050): no CSRF token to echo. */
    csrf?: false;
  }
}

export {};

import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { can, canAny, hasCompanyAccess, type RouteAccess } from '@veloport/domain';
import { forbidden, unauthenticated } from './errors';
import './request-context';

/** Routes that plugins register for us (the OpenAPI UI); everything else must declare its access. */
const PLUGIN_ROUTES = /^\/api\/docs(\/|$)/;

export type DeclaredRoute = { method: string; url: string; access: RouteAccess };

export function checkAccess(access: RouteAccess, request: FastifyRequest): void {
  if ('public' in access) return;
  const user = request.user;
  if (!user) throw unauthenticated();
  if (access.permission?.length && !canAny(user, access.permission)) throw forbidden();
  if (access.companyAccess && !can(user, 'admin') && !hasCompanyAccess(access.companyAccess, user.company?.conditions[0]?.access)) {
    throw forbidden();
  }
}

/**
 * Enforces each route's declared access before validation runs, and refuses to start
 * when an /api route declares none, so an unguarded route cannot ship.
 */
export function registerAuthorization(app: FastifyInstance): DeclaredRoute[] {
  const declared: DeclaredRoute[] = [];
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.url.startsWith('/api/')) return;
    const access = route.config?.access;
    if (!access) {
      if (PLUGIN_ROUTES.test(route.url)) return;
      throw new Error(`Route ${String(route.method)} ${route.url} declares no access`);
    }
    for (const method of [route.method].flat()) if (method !== 'HEAD') declared.push({ method, url: route.url, access });
    const guard = async (request: FastifyRequest) => checkAccess(access, request);
    const existing = route.preValidation ? [route.preValidation].flat() : [];
    route.preValidation = [guard, ...existing];
  });
  return declared;
}

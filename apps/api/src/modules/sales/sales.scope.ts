import { eq, type Column, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AuthUser } from '@veloport/domain';
import { forbidden } from '../../platform/errors';

/**
 * Whose offers and orders a caller sees (decision 021): staff with `admin` or `order` all of them, a fleet
 * manager their company's, anyone else (an employee, a private customer) their own. Repositories put it in
 * their `where`, so another company's record is simply not found (404).
 */
export type SalesScope = { kind: 'all' } | { kind: 'company'; companyId: number } | { kind: 'own'; userId: number };

/**
 * The shop's own staff: admins, and holders of `order` who belong to no company. A company's user may hold `order`
 * too (the spec gives it the company's order lists): that is the company's scope, never every company's.
 */
export const isSalesStaff = (user: AuthUser) =>
  user.isAdmin || user.permission.includes('admin') || (user.permission.includes('order') && !user.company);

export function salesScope(user: AuthUser): SalesScope {
  if (isSalesStaff(user)) return { kind: 'all' };
  if (user.company && (user.permission.includes('fleetManager') || user.permission.includes('order')))
    return { kind: 'company', companyId: user.company.id };
  return { kind: 'own', userId: user.id };
}

/** preValidation of the routes that manage offers and orders: the route's `order` permission is not enough inside a company. */
export async function salesStaffOnly(request: FastifyRequest) {
  if (!request.user || !isSalesStaff(request.user)) throw forbidden();
}

export function salesScopeWhere(scope: SalesScope, columns: { companyId: Column; userId: Column }): SQL | undefined {
  if (scope.kind === 'all') return undefined;
  if (scope.kind === 'company') return eq(columns.companyId, scope.companyId);
  return eq(columns.userId, scope.userId);
}

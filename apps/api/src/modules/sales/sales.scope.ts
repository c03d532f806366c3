import type { FastifyRequest } from 'fastify';
import { forbidden } from '../../platform/errors';
import { scopeOf, type ScopeRule } from '../../platform/tenancy';

/**
 * Whose offers and orders a caller sees (decisions 021 and 068): the shop's staff (admins, holders of `order` who
 * belong to no company) all of them; inside a company, a fleet manager or a holder of `order` (the spec gives it the
 * company's order lists) the company's; anyone else their own.
 */
export const SALES_SCOPE: ScopeRule = { staff: ['order'], company: ['fleetManager', 'order'] };

/** preValidation of the routes that manage offers and orders: the route's `order` permission is not enough inside a company. */
export async function salesStaffOnly(request: FastifyRequest) {
  if (!request.user || scopeOf(request.user, SALES_SCOPE).kind !== 'all') throw forbidden();
}

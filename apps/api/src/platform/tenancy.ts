import { eq, sql, type Column, type SQL } from 'drizzle-orm';
import { can, canAny, type AuthUser, type Permission } from '@veloport/domain';
import { forbidden, invalid, notFound } from './errors';

/**
 * Whose records a caller sees (architecture rule 2, decision 068): every company's, one company's, or only their own.
 * Repositories put it in their `where` through `scopeCondition`, so a row outside the scope is simply not found (404),
 * whatever its id. The route's declared access has already refused the roles that may not call it at all (403).
 */
export type TenantScope = { kind: 'all' } | { kind: 'company'; companyId: number } | { kind: 'own'; userId: number };

/** What a module adds to the one model: which shop staff see everything, and who sees their whole company. */
export type ScopeRule = {
  /** Shop staff besides admins who see every company's records: holders of one of these who belong to no company. */
  staff?: readonly Permission[];
  /** Who sees their company's records: holders of one of these (default: fleet managers), or every member of it. */
  company?: readonly Permission[] | 'members';
};

const FLEET_MANAGERS: readonly Permission[] = ['fleetManager'];

/**
 * The one answer (decision 068): an admin sees all; the shop's staff named by the rule, outside any company, see all; a
 * company's fleet manager (or whom the rule names) sees the company; everyone else — an employee, a private customer,
 * anyone signed in outside any company — sees their own records only. A company's people never see another company's,
 * whatever permission they hold.
 */
export function scopeOf(viewer: AuthUser, rule: ScopeRule = {}): TenantScope {
  if (can(viewer, 'admin')) return { kind: 'all' };
  if (!viewer.company) return (rule.staff ?? []).some((p) => can(viewer, p)) ? { kind: 'all' } : own(viewer);
  const company = rule.company ?? FLEET_MANAGERS;
  if (company === 'members' || canAny(viewer, company)) return { kind: 'company', companyId: viewer.company.id };
  return own(viewer);
}

const own = (viewer: AuthUser): TenantScope => ({ kind: 'own', userId: viewer.id });

/**
 * The `where` condition limiting rows to the scope; undefined when there is no limit. `company` is the column naming the
 * company a row belongs to, `owner` the person it is for; a record kind without one shows nothing to that scope (a box
 * has no owner, a tour no company).
 */
export function scopeCondition(scope: TenantScope, columns: { company?: Column; owner?: Column }): SQL | undefined {
  if (scope.kind === 'all') return undefined;
  const column = scope.kind === 'company' ? columns.company : columns.owner;
  if (!column) return sql`false`;
  return eq(column, scope.kind === 'company' ? scope.companyId : scope.userId);
}

/** The same question asked of one record already read: is it inside the scope? */
export function inScope(scope: TenantScope, row: { companyId: number | null; userId?: number | null }): boolean {
  if (scope.kind === 'all') return true;
  if (scope.kind === 'company') return row.companyId === scope.companyId;
  return row.userId !== undefined && row.userId !== null && row.userId === scope.userId;
}

/**
 * The one company a company-wide screen shows (a fleet calendar, shared-bike statistics): the fleet manager's own, the
 * one an admin names (422 without one). A company outside the scope, or a caller whose scope holds no company, is 404.
 */
export function scopedCompanyId(scope: TenantScope, requested: number | undefined): number {
  if (scope.kind === 'all') {
    if (requested === undefined) throw invalid({ companyId: 'required' });
    return requested;
  }
  if (scope.kind === 'company' && (requested === undefined || requested === scope.companyId)) return scope.companyId;
  throw notFound('No such company');
}

/**
 * The company of which the caller is a member, for what only a company's people do (book its shared bikes, take its
 * quiz). Outside any company that is a role the caller lacks: 403, like a route's missing permission.
 */
export function memberCompanyId(viewer: AuthUser): number {
  if (!viewer.company) throw forbidden();
  return viewer.company.id;
}

import { eq, sql, type Column, type SQL } from 'drizzle-orm';
import type { AuthUser } from '@veloport/domain';

/**
 * Which companies' records a caller may see (architecture rule 2): an admin all of them, a fleet
 * manager their own company only. Repositories put it in their `where`, so a row outside the scope
 * is simply not found (404), whatever its id.
 */
export type TenantScope = { kind: 'all' } | { kind: 'company'; companyId: number } | { kind: 'none' };

export function tenantScope(user: AuthUser): TenantScope {
  if (user.permission.includes('admin')) return { kind: 'all' };
  if (user.permission.includes('fleetManager') && user.company) return { kind: 'company', companyId: user.company.id };
  return { kind: 'none' };
}

/** The `where` condition limiting `companyColumn` to the scope; undefined when there is no limit. */
export function scopeCondition(scope: TenantScope, companyColumn: Column): SQL | undefined {
  if (scope.kind === 'all') return undefined;
  if (scope.kind === 'company') return eq(companyColumn, scope.companyId);
  return sql`false`;
}

export const isAdminScope = (scope: TenantScope) => scope.kind === 'all';

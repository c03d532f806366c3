import { eq, type Column, type SQL } from 'drizzle-orm';
import type { AuthUser } from '@veloport/domain';

/**
 * Whose offers and orders a caller sees (decision 021): staff with `admin` or `order` all of them, a fleet
 * manager their company's, anyone else (an employee, a private customer) their own. Repositories put it in
 * their `where`, so another company's record is simply not found (404).
 */
export type SalesScope = { kind: 'all' } | { kind: 'company'; companyId: number } | { kind: 'own'; userId: number };

export const isSalesStaff = (user: AuthUser) => user.isAdmin || user.permission.includes('admin') || user.permission.includes('order');

export function salesScope(user: AuthUser): SalesScope {
  if (isSalesStaff(user)) return { kind: 'all' };
  if (user.permission.includes('fleetManager') && user.company) return { kind: 'company', companyId: user.company.id };
  return { kind: 'own', userId: user.id };
}

export function salesScopeWhere(scope: SalesScope, columns: { companyId: Column; userId: Column }): SQL | undefined {
  if (scope.kind === 'all') return undefined;
  if (scope.kind === 'company') return eq(columns.companyId, scope.companyId);
  return eq(columns.userId, scope.userId);
}

import { can, canAny, hasCompanyAccess, type AuthUser, type Permission } from '@veloport/domain';

/** What a route or a navigation item demands (spec §6); an empty rule lets any signed-in user in. */
export type AccessRule = {
  permission?: readonly Permission[];
  companyAccess?: string;
  /** Not for users holding any of these (a customer's own pages, which staff and fleet managers have elsewhere). */
  withoutPermission?: readonly Permission[];
  /** The shop's own staff only: a company's user holding the same permission is not (the sales staff, decision 021). */
  shopStaff?: boolean;
};

export function canAccess(user: AuthUser | null, rule: AccessRule): boolean {
  if (!user) return false;
  if (rule.permission && rule.permission.length > 0 && !canAny(user, rule.permission)) {
    return false;
  }
  if (rule.shopStaff && user.company && !can(user, 'admin')) return false;
  if (rule.withoutPermission && (can(user, 'admin') || canAny(user, rule.withoutPermission))) return false;
  if (rule.companyAccess && !hasCompanyAccess(rule.companyAccess, user.company?.conditions[0]?.access)) {
    return false;
  }
  return true;
}

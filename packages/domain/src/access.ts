export const PERMISSIONS = ['admin', 'fleetManager', 'bikeMechanic', 'order', 'search'] as const;

export type Permission = (typeof PERMISSIONS)[number];

// Lowercased so that company access values compare case-insensitively.
export function parseAccessList(s: string | null | undefined): string[] {
  if (!s) return [];
  return s
    .split(',')
    .map((value) => value.trim().toLowerCase())
    .filter((value) => value !== '');
}

export function hasCompanyAccess(required: string, companyAccess: string | null | undefined): boolean {
  const requiredValues = parseAccessList(required);
  if (requiredValues.length === 0) return true;
  const granted = new Set(parseAccessList(companyAccess));
  return requiredValues.some((value) => granted.has(value));
}

/**
 * Who holds what: the signed-in user (`permission`) or a user row (`permissions`), and the account's admin flag.
 * Admin is stored two ways (the `users.is_admin` flag and the `admin` permission, decision 068); this is the only
 * place that reads both, so an admin is an admin on every screen and every route.
 */
export type PermissionHolder = {
  isAdmin?: boolean;
  permission?: readonly string[];
  permissions?: readonly string[];
};

/** The permissions a holder has, `admin` included when either the flag or the permission says so. */
export function heldPermissions(holder: PermissionHolder): Permission[] {
  const listed = [...(holder.isAdmin ? ['admin'] : []), ...(holder.permission ?? []), ...(holder.permissions ?? [])];
  return [...new Set(listed)].filter((p): p is Permission => (PERMISSIONS as readonly string[]).includes(p));
}

/** The one question every access check asks (decision 068): does this person hold `permission`? */
export function can(holder: PermissionHolder | null | undefined, permission: Permission): boolean {
  if (!holder) return false;
  if (permission === 'admin' && holder.isAdmin) return true;
  return Boolean(holder.permission?.includes(permission) || holder.permissions?.includes(permission));
}

/** True when the holder has any of `permissions` (nothing required: true). */
export function canAny(holder: PermissionHolder | null | undefined, permissions: readonly Permission[]): boolean {
  if (permissions.length === 0) return Boolean(holder);
  return permissions.some((p) => can(holder, p));
}

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

export function hasAnyPermission(required: readonly string[], held: readonly string[]): boolean {
  if (required.length === 0) return true;
  return required.some((permission) => held.includes(permission));
}

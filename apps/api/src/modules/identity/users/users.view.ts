import { can, heldPermissions, toLocale, type UserDetail, type UserListItem } from '@veloport/domain';
import type { UserRow } from '../identity.repository';

/** The avatar's address; the version part changes with the image so browsers may cache it. */
export const avatarUrlOf = (row: Pick<UserRow, 'id' | 'avatarKey'>) =>
  row.avatarKey ? `/api/users/${row.id}/avatar?v=${row.avatarKey.slice(-12)}` : null;

/** What an audit row may show of a user: never the password hash. */
export const auditableUser = ({ passwordHash: _hash, ...rest }: UserRow) => rest;

export function toUserListItem(row: UserRow, companyNames: Map<number, { id: number; name: string }>): UserListItem {
  return {
    id: row.id,
    email: row.email,
    firstname: row.firstname,
    lastname: row.lastname,
    phone: row.phone,
    status: row.status === 'inactive' ? 'inactive' : 'active',
    language: toLocale(row.language),
    contactType: row.contactType as UserListItem['contactType'],
    // Admin read once (decision 068): the flag and the permission say the same on the wire.
    isAdmin: can(row, 'admin'),
    permissions: heldPermissions(row),
    company: row.companyId ? { id: row.companyId, name: companyNames.get(row.companyId)?.name ?? '' } : null,
    invitationPending: row.passwordHash === null,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

export function toUserDetail(row: UserRow, companyNames: Map<number, { id: number; name: string }>): UserDetail {
  return {
    ...toUserListItem(row, companyNames),
    address: row.address,
    size: row.sizeCm,
    anonymousInRanking: row.anonymousInRanking,
    payrollNumber: row.payrollNumber,
    avatarUrl: avatarUrlOf(row),
    stockLocationId: row.stockLocationId,
    pendingEmail: row.pendingEmail,
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}

import { formatDate, type Locale, type UserListItem } from '@veloport/domain';
import type { ExportColumn } from '../../platform/export';

type Key = 'lastname' | 'firstname' | 'email' | 'phone' | 'company' | 'status' | 'language' | 'permissions' | 'contactType' | 'createdAt';
const HEADERS: Record<Locale, Record<Key, string>> = {
  fr: { lastname: 'Nom', firstname: 'Prénom', email: 'E-mail', phone: 'Téléphone', company: 'Société', status: 'Statut', language: 'Langue', permissions: 'Permissions', contactType: 'Type de contact', createdAt: 'Créé le' },
  nl: { lastname: 'Naam', firstname: 'Voornaam', email: 'E-mail', phone: 'Telefoon', company: 'Bedrijf', status: 'Status', language: 'Taal', permissions: 'Rechten', contactType: 'Soort contact', createdAt: 'Aangemaakt op' },
  en: { lastname: 'Last name', firstname: 'First name', email: 'E-mail', phone: 'Phone', company: 'Company', status: 'Status', language: 'Language', permissions: 'Permissions', contactType: 'Contact type', createdAt: 'Created on' },
};

/** The users download, headed in the reader's language; codes (status, permissions) stay codes, as in the API. */
export function userColumns(locale: Locale): ExportColumn<UserListItem>[] {
  const h = HEADERS[locale];
  return [
    { header: 'ID', value: (u) => u.id },
    { header: h.lastname, value: (u) => u.lastname },
    { header: h.firstname, value: (u) => u.firstname },
    { header: h.email, value: (u) => u.email },
    { header: h.phone, value: (u) => u.phone },
    { header: h.company, value: (u) => u.company?.name ?? null },
    { header: h.status, value: (u) => u.status },
    { header: h.language, value: (u) => u.language },
    { header: h.permissions, value: (u) => [...(u.isAdmin && !u.permissions.includes('admin') ? ['admin'] : []), ...u.permissions].join(', ') },
    { header: h.contactType, value: (u) => u.contactType },
    { header: h.createdAt, value: (u) => formatDate(u.createdAt) },
  ];
}

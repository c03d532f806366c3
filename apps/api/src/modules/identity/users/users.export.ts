import { formatDate, heldPermissions, type Locale, type UserListItem } from '@veloport/domain';
import { downloadWords, type ExportColumn } from '../../../platform/export';
import { wordsOf } from '../../../platform/words';

/**
 * The users download in the reader's language: status, permissions and contact type as the users screens say them (a
 * spreadsheet is read by people), the language by its name.
 */
export function userColumns(locale: Locale): ExportColumn<UserListItem>[] {
  const { headers: h } = downloadWords(locale, 'users');
  const users = wordsOf(locale, 'users');
  const leads = wordsOf(locale, 'leads');
  return [
    { header: 'ID', value: (u) => u.id },
    { header: h('lastname'), value: (u) => u.lastname },
    { header: h('firstname'), value: (u) => u.firstname },
    { header: h('email'), value: (u) => u.email },
    { header: h('phone'), value: (u) => u.phone },
    { header: h('company'), value: (u) => u.company?.name ?? null },
    { header: h('status'), value: (u) => users.code('status', u.status) },
    { header: h('language'), value: (u) => leads.code('languages', u.language) },
    {
      header: h('permissions'),
      value: (u) =>
        heldPermissions(u)
          .map((p) => users.code('permissions', p))
          .join(', '),
    },
    { header: h('contactType'), value: (u) => users.code('contactTypes', u.contactType) },
    { header: h('createdAt'), value: (u) => formatDate(u.createdAt) },
  ];
}

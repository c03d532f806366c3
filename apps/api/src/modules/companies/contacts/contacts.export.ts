import { formatDate, type Contact, type Locale } from '@veloport/domain';
import { downloadWords, type ExportColumn } from '../../../platform/export';
import { wordsOf } from '../../../platform/words';

/** The all-contacts download (companies/contacts): one row per contact person, headed in the reader's language; types as the screens say them. */
export function contactColumns(locale: Locale): ExportColumn<Contact>[] {
  const { headers: h } = downloadWords(locale, 'contacts');
  const contacts = wordsOf(locale, 'companies', 'contacts');
  return [
    { header: 'ID', value: (c) => c.id },
    { header: h('company'), value: (c) => c.companyName },
    { header: h('lastname'), value: (c) => c.lastname },
    { header: h('firstname'), value: (c) => c.firstname },
    { header: h('email'), value: (c) => c.email },
    { header: h('phone'), value: (c) => c.phone },
    { header: h('role'), value: (c) => c.role },
    { header: h('type'), value: (c) => contacts.code('types', c.type) },
    { header: h('createdAt'), value: (c) => formatDate(c.createdAt) },
  ];
}

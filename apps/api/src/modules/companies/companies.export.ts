import { formatDate, type CompanyListItem, type Locale } from '@veloport/domain';
import { downloadWords, yesNo, type ExportColumn } from '../../platform/export';

/** The companies download, headed in the reader's language. */
export function companyColumns(locale: Locale): ExportColumn<CompanyListItem>[] {
  const { headers: h, words: w } = downloadWords(locale, 'companies');
  return [
    { header: 'ID', value: (c) => c.id },
    { header: h('name'), value: (c) => c.name },
    { header: h('vatNumber'), value: (c) => c.vatNumber },
    { header: h('city'), value: (c) => c.city },
    { header: h('emailDomains'), value: (c) => c.emailDomains.join(', ') },
    { header: h('selfRegistration'), value: (c) => yesNo(w, c.selfRegistration) },
    { header: h('users'), value: (c) => c.userCount },
    { header: h('fleetManagers'), value: (c) => c.fleetManagerCount },
    { header: h('createdAt'), value: (c) => formatDate(c.createdAt) },
  ];
}

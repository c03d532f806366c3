import { formatDate, type Lead, type Locale } from '@veloport/domain';
import { downloadWords, type ExportColumn } from '../../../platform/export';
import { wordsOf } from '../../../platform/words';

/** The downloaded list in the reader's language, statuses and sources as the leads screens say them. */
export function leadColumns(locale: Locale): ExportColumn<Lead>[] {
  const { headers: h } = downloadWords(locale, 'leads');
  const leads = wordsOf(locale, 'leads');
  return [
    { header: 'ID', value: (l) => l.id },
    { header: h('createdAt'), value: (l) => formatDate(l.createdAt) },
    { header: h('status'), value: (l) => leads.code('statuses', l.status) },
    { header: h('source'), value: (l) => leads.code('sources', l.source) },
    { header: h('firstname'), value: (l) => l.firstname },
    { header: h('lastname'), value: (l) => l.lastname },
    { header: h('email'), value: (l) => l.email },
    { header: h('phone'), value: (l) => l.phone },
    { header: h('company'), value: (l) => l.companyName },
    { header: h('vatNumber'), value: (l) => l.vatNumber },
    { header: h('language'), value: (l) => l.locale },
    { header: h('bike'), value: (l) => l.model?.name },
    { header: h('size'), value: (l) => l.size },
    { header: h('message'), value: (l) => l.message },
    { header: h('offer'), value: (l) => l.offerId },
  ];
}

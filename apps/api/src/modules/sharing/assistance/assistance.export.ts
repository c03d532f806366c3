import { formatDateTime, type AssistanceReport, type Locale } from '@veloport/domain';
import { downloadWords, type ExportColumn } from '../../../platform/export';
import { wordsOf } from '../../../platform/words';
import { assistanceKindWord } from './assistance-mails';

/** The downloaded reports in the reader's language, statuses as the assistance screens say them. */
export function assistanceColumns(locale: Locale): ExportColumn<AssistanceReport>[] {
  const { headers: h } = downloadWords(locale, 'assistance');
  const assistance = wordsOf(locale, 'assistance');
  return [
    { header: h('number'), value: (r) => r.id },
    { header: h('createdAt'), value: (r) => formatDateTime(r.createdAt) },
    { header: h('status'), value: (r) => assistance.code('statuses', r.status) },
    { header: h('kind'), value: (r) => assistanceKindWord(locale, r.kind) },
    { header: h('bike'), value: (r) => r.bike.frameNumber },
    { header: h('reservation'), value: (r) => r.reservation.code },
    { header: h('building'), value: (r) => r.building?.name ?? '' },
    { header: h('company'), value: (r) => r.company.name },
    { header: h('reporter'), value: (r) => r.reporter.name },
    { header: h('comment'), value: (r) => r.comment },
    { header: h('resolvedAt'), value: (r) => (r.resolved ? formatDateTime(r.resolved.at) : '') },
  ];
}

import { formatDate, type JobToBill, type Locale } from '@veloport/domain';
import { downloadWords, exportEuros, type ExportColumn } from '../../../platform/export';

/** The downloaded list, headed in the reader's language. */
export function jobToBillColumns(locale: Locale): ExportColumn<JobToBill>[] {
  const { headers: h } = downloadWords(locale, 'workshopJobs');
  return [
    { header: h('request'), value: (r) => r.requestId },
    { header: h('completedAt'), value: (r) => (r.completedAt ? formatDate(r.completedAt) : null) },
    { header: h('customer'), value: (r) => r.customer?.name },
    { header: h('company'), value: (r) => r.company?.name },
    { header: h('bike'), value: (r) => r.bikeLabel },
    { header: h('lines'), value: (r) => r.lineCount },
    { header: h('net'), value: (r) => exportEuros(r.totals.netCents) },
    { header: h('vat'), value: (r) => exportEuros(r.totals.vatCents) },
    { header: h('gross'), value: (r) => exportEuros(r.totals.grossCents) },
    { header: h('byRate'), value: (r) => r.totals.byRate.map((t) => `${t.rate} %: ${(t.grossCents / 100).toFixed(2)}`).join(' | ') },
  ];
}

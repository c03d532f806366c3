import { formatDate, type Financing, type Locale } from '@veloport/domain';
import { downloadWords, exportEuros, type ExportColumn } from '../../../platform/export';
import { wordsOf } from '../../../platform/words';

/** The downloaded list in the reader's language, statuses as the financing screens say them. */
export function financingColumns(locale: Locale): ExportColumn<Financing>[] {
  const { headers: h } = downloadWords(locale, 'financing');
  const financing = wordsOf(locale, 'financing');
  return [
    { header: 'ID', value: (f) => f.id },
    { header: h('frameNumber'), value: (f) => f.bike.frameNumber },
    { header: h('bike'), value: (f) => f.bike.label },
    { header: h('company'), value: (f) => f.bike.company?.name },
    { header: h('financier'), value: (f) => f.financier },
    { header: h('contractReference'), value: (f) => f.contractReference },
    { header: h('financedAmount'), value: (f) => exportEuros(f.financedAmountCents) },
    { header: h('rate'), value: (f) => f.rateBasisPoints / 100 },
    { header: h('startDate'), value: (f) => formatDate(f.startDate) },
    { header: h('endDate'), value: (f) => formatDate(f.endDate) },
    { header: h('monthlyInstalment'), value: (f) => exportEuros(f.monthlyInstalmentCents) },
    { header: h('status'), value: (f) => financing.code('statuses', f.status) },
    { header: h('notes'), value: (f) => f.notes },
  ];
}

import { formatDate, type InsuranceFollowUp, type Locale } from '@veloport/domain';
import { downloadWords, exportEuros, type ExportColumn } from '../../../platform/export';
import { wordsOf } from '../../../platform/words';

/** The downloaded list in the reader's language, kinds and statuses as the insurance screens say them. */
export function insuranceColumns(locale: Locale): ExportColumn<InsuranceFollowUp>[] {
  const { headers: h } = downloadWords(locale, 'insurance');
  const insurance = wordsOf(locale, 'insurance');
  return [
    { header: 'ID', value: (f) => f.id },
    { header: h('createdAt'), value: (f) => formatDate(f.createdAt) },
    { header: h('kind'), value: (f) => insurance.code('kinds', f.kind) },
    { header: h('status'), value: (f) => insurance.code('statuses', f.status) },
    { header: h('eventDate'), value: (f) => formatDate(f.eventDate) },
    { header: h('frameNumber'), value: (f) => f.bike.frameNumber },
    { header: h('bike'), value: (f) => f.bike.label },
    { header: h('company'), value: (f) => f.company?.name },
    { header: h('insurer'), value: (f) => f.insurer },
    { header: h('policy'), value: (f) => f.insurancePolicy },
    { header: h('claimReference'), value: (f) => f.claimReference },
    { header: h('claimed'), value: (f) => exportEuros(f.amountClaimedCents) },
    { header: h('paid'), value: (f) => exportEuros(f.amountPaidCents) },
    { header: h('description'), value: (f) => f.description },
  ];
}

import { brusselsDayOf, formatDate, type LeasingContractListItem, type Locale } from '@veloport/domain';
import { downloadWords, type ExportColumn } from '../../../platform/export';
import { wordsOf } from '../../../platform/words';

const euro = (cents: number) => (cents / 100).toFixed(2);

/** The downloaded list in the reader's language, kinds, statuses and choices as the leasing screens say them. */
export function leasingContractColumns(locale: Locale): ExportColumn<LeasingContractListItem>[] {
  const { headers: h } = downloadWords(locale, 'leasing');
  const leasing = wordsOf(locale, 'leasing');
  return [
    { header: h('bike'), value: (c) => c.bike.model },
    { header: h('frame'), value: (c) => c.bike.frameNumber },
    { header: h('company'), value: (c) => c.company?.name ?? null },
    { header: h('user'), value: (c) => c.user?.name ?? null },
    { header: h('kind'), value: (c) => leasing.code('kinds', c.kind) },
    { header: h('status'), value: (c) => leasing.code('statuses', c.status) },
    { header: h('start'), value: (c) => formatDate(c.startDate) },
    { header: h('end'), value: (c) => formatDate(c.endDate) },
    { header: h('monthly'), value: (c) => euro(c.monthlyPriceCents) },
    { header: h('buyOut'), value: (c) => euro(c.buyOutCents) },
    { header: h('notice'), value: (c) => (c.noticeSentAt ? formatDate(brusselsDayOf(c.noticeSentAt)) : null) },
    { header: h('choice'), value: (c) => (c.endChoice ? leasing.code('choices', c.endChoice) : null) },
  ];
}

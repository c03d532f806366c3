import { formatDate, type BillListItem, type Locale } from '@veloport/domain';
import { downloadWords, type ExportColumn } from '../../../platform/export';
import { wordsOf } from '../../../platform/words';

const euro = (cents: number) => (cents / 100).toFixed(2);

/** The downloaded list in the reader's language: statuses and kinds as the bills screens say them. */
export function billColumns(locale: Locale): ExportColumn<BillListItem>[] {
  const { headers: h } = downloadWords(locale, 'bills');
  const bills = wordsOf(locale, 'bills');
  return [
    { header: h('number'), value: (b) => b.number },
    { header: h('kind'), value: (b) => bills.code('kinds', b.kind) },
    { header: h('status'), value: (b) => bills.code('statuses', b.status) },
    { header: h('customer'), value: (b) => b.customer.name },
    { header: h('vatNumber'), value: (b) => b.customer.vatNumber },
    { header: h('issueDate'), value: (b) => (b.issueDate ? formatDate(b.issueDate) : null) },
    { header: h('dueDate'), value: (b) => (b.dueDate ? formatDate(b.dueDate) : null) },
    { header: h('excl'), value: (b) => euro(b.totals.exclVatCents) },
    { header: h('vat'), value: (b) => euro(b.totals.vatCents) },
    { header: h('incl'), value: (b) => euro(b.totals.inclVatCents) },
    { header: h('paid'), value: (b) => euro(b.paidCents) },
    { header: h('communication'), value: (b) => b.structuredCommunication },
  ];
}

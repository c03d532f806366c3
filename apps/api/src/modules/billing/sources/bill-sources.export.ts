import type { BillBikeLinkItem, BillSourceItem, BillToLinkItem, Locale } from '@veloport/domain';
import { downloadWords, exportEuros, type ExportColumn } from '../../../platform/export';

/** The downloaded lists in the reader's language; amounts in euro. */
export function billSourceColumns(language: Locale): ExportColumn<BillSourceItem>[] {
  const { headers: h } = downloadWords(language, 'billSources');
  return [
    { header: h('id'), value: (r) => r.id },
    { header: h('label'), value: (r) => r.label },
    { header: h('customer'), value: (r) => r.customer.name },
    { header: h('date'), value: (r) => r.date },
    { header: h('stage'), value: (r) => r.stage },
    { header: h('lines'), value: (r) => r.lineCount },
    { header: h('excl'), value: (r) => exportEuros(r.exclVatCents) },
    { header: h('vat'), value: (r) => exportEuros(r.vatCents) },
    { header: h('incl'), value: (r) => exportEuros(r.inclVatCents) },
  ];
}

export function bikeLinkColumns(language: Locale): ExportColumn<BillBikeLinkItem>[] {
  const { headers: h } = downloadWords(language, 'billSources');
  return [
    { header: h('number'), value: (r) => r.number },
    { header: h('customer'), value: (r) => r.customerName },
    { header: h('date'), value: (r) => r.issueDate },
    { header: h('frameNumber'), value: (r) => r.bike.frameNumber },
    { header: h('model'), value: (r) => r.bike.model },
    { header: h('incl'), value: (r) => exportEuros(r.inclVatCents) },
  ];
}

export function toLinkColumns(language: Locale): ExportColumn<BillToLinkItem>[] {
  const { headers: h } = downloadWords(language, 'billSources');
  return [
    { header: h('number'), value: (r) => r.number },
    { header: h('status'), value: (r) => r.status },
    { header: h('customer'), value: (r) => r.customerName },
    { header: h('date'), value: (r) => r.issueDate },
    { header: h('sources'), value: (r) => r.sourceKinds.join(', ') },
    { header: h('incl'), value: (r) => exportEuros(r.inclVatCents) },
  ];
}

import { formatDate, type Locale, type OfferLineDetail } from '@veloport/domain';
import { downloadWords, exportEuros as euros, type ExportColumn } from '../../platform/export';
import { wordsOf } from '../../platform/words';

/** `offers/list/offer_details` as a spreadsheet, in the reader's language: one row per offer line. */
export function offerLineColumns(locale: Locale): ExportColumn<OfferLineDetail>[] {
  const { headers: h } = downloadWords(locale, 'offerLines');
  const sales = wordsOf(locale, 'sales');
  return [
    { header: h('offer'), value: (r) => r.offer.id },
    { header: h('date'), value: (r) => formatDate(r.offer.createdAt) },
    { header: h('status'), value: (r) => sales.code('offerStatuses', r.offer.status) },
    { header: h('contractType'), value: (r) => sales.code('contractTypes', r.offer.contractType) },
    { header: h('customer'), value: (r) => r.customer?.name ?? null },
    { header: h('salesperson'), value: (r) => r.salesperson?.name ?? null },
    { header: h('kind'), value: (r) => sales.code('lineKinds', r.kind) },
    { header: h('line'), value: (r) => r.label },
    { header: h('size'), value: (r) => r.size },
    { header: h('quantity'), value: (r) => r.quantity },
    { header: h('unitPrice'), value: (r) => euros(r.unitPriceCents) },
    { header: h('discount'), value: (r) => r.discountPercent },
    { header: h('exclVat'), value: (r) => euros(r.amounts.exclVatCents) },
    { header: h('vat'), value: (r) => euros(r.amounts.vatCents) },
    { header: h('inclVat'), value: (r) => euros(r.amounts.inclVatCents) },
  ];
}

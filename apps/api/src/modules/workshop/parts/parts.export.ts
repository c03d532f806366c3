import type { Locale, WorkshopPart } from '@veloport/domain';
import { downloadWords, exportEuros, yesNo, type ExportColumn } from '../../../platform/export';

/** The downloaded parts list, headed in the reader's language: one column per store's quantity. */
export function workshopPartColumns(locale: Locale): ExportColumn<WorkshopPart>[] {
  const { headers: h, words } = downloadWords(locale, 'workshopParts');
  return [
    { header: h('reference'), value: (r) => r.reference },
    { header: h('name'), value: (r) => r.name },
    { header: h('price'), value: (r) => exportEuros(r.priceExclVatCents) },
    { header: h('active'), value: (r) => yesNo(words, r.active) },
    { header: h('stock'), value: (r) => r.quantities.map((q) => `${q.locationName}: ${q.quantity}`).join(' | ') },
    { header: h('total'), value: (r) => r.total },
  ];
}

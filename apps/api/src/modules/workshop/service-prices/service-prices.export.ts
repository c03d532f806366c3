import { formatDate, type Locale, type ServicePrice } from '@veloport/domain';
import { downloadWords, exportEuros, yesNo, type ExportColumn } from '../../../platform/export';
import { wordsOf } from '../../../platform/words';

/** The downloaded price list in the reader's language, categories as the price list screen says them. */
export function servicePriceColumns(locale: Locale): ExportColumn<ServicePrice>[] {
  const { headers: h, words: w } = downloadWords(locale, 'servicePrices');
  const prices = wordsOf(locale, 'workshop', 'prices');
  return [
    { header: 'ID', value: (s) => s.id },
    { header: `${h('description')} (FR)`, value: (s) => s.description.fr },
    { header: `${h('description')} (NL)`, value: (s) => s.description.nl },
    { header: `${h('description')} (EN)`, value: (s) => s.description.en },
    { header: h('category'), value: (s) => prices.code('categories', s.category) },
    { header: h('price'), value: (s) => exportEuros(s.priceInclVatCents) },
    { header: h('net'), value: (s) => exportEuros(s.vat.netCents) },
    { header: h('vat'), value: (s) => s.vat.rate },
    { header: h('store'), value: (s) => s.store.name },
    { header: h('displayed'), value: (s) => yesNo(w, s.displayed) },
    { header: h('billed'), value: (s) => exportEuros(s.billedLast12MonthsCents) },
    { header: h('createdAt'), value: (s) => formatDate(s.createdAt) },
    { header: h('updatedAt'), value: (s) => formatDate(s.updatedAt) },
  ];
}

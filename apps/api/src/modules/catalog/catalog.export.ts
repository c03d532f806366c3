import type { BikeModelListItem, Locale } from '@veloport/domain';
import { downloadWords, exportEuros as euros, yesNo, type ExportColumn } from '../../platform/export';
import { wordsOf } from '../../platform/words';

/**
 * The bike catalogue download (bikes-catalog/list): the price list a sales person sends around, in the reader's language;
 * frame types and usages as the catalogue screens say them.
 */
export function bikeModelColumns(locale: Locale): ExportColumn<BikeModelListItem>[] {
  const { headers: h, words: w } = downloadWords(locale, 'catalog');
  const catalog = wordsOf(locale, 'catalog');
  return [
    { header: 'ID', value: (m) => m.id },
    { header: h('brand'), value: (m) => m.brand },
    { header: h('model'), value: (m) => m.model },
    { header: h('year'), value: (m) => m.year },
    { header: h('frameType'), value: (m) => catalog.code('frameTypes', m.frameType) },
    { header: h('sizes'), value: (m) => m.sizes.join(', ') },
    { header: h('usage'), value: (m) => catalog.code('usages', m.usage) },
    { header: h('electric'), value: (m) => yesNo(w, m.electric) },
    { header: h('batteryWh'), value: (m) => m.batteryWh },
    { header: h('engineNm'), value: (m) => m.engineNm },
    { header: h('price'), value: (m) => euros(m.priceCents) },
    { header: h('discountPrice'), value: (m) => euros(m.discountPriceCents) },
    { header: h('vatRate'), value: (m) => m.vatRate },
    { header: h('available'), value: (m) => yesNo(w, m.available) },
  ];
}

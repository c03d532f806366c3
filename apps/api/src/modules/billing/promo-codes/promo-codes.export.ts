import { type Locale, type PromoCode } from '@veloport/domain';
import { downloadWords, exportEuros, yesNo, type ExportColumn } from '../../../platform/export';

/** The downloaded list in the reader's language. */
export function promoCodeColumns(locale: Locale): ExportColumn<PromoCode>[] {
  const { headers: h, words: w } = downloadWords(locale, 'promoCodes');
  return [
    { header: h('code'), value: (r) => r.code },
    { header: h('discount'), value: (r) => (r.kind === 'percent' ? `${r.value} %` : `${(r.value / 100).toFixed(2)} €`) },
    { header: h('startsOn'), value: (r) => r.startsOn },
    { header: h('endsOn'), value: (r) => r.endsOn },
    { header: h('maxUses'), value: (r) => r.maxUses },
    { header: h('perCustomer'), value: (r) => r.perCustomerLimit },
    { header: h('minimum'), value: (r) => exportEuros(r.minimumOrderCents) },
    { header: h('active'), value: (r) => yesNo(w, r.active) },
    { header: h('uses'), value: (r) => r.usesCount },
  ];
}

import { formatDateTime, type Locale, type Ticket } from '@veloport/domain';
import { downloadWords, exportEuros as euros, type ExportColumn } from '../../../platform/export';
import { wordsOf } from '../../../platform/words';

/** The tickets list as a spreadsheet (CSV or XLSX) in the reader's language, payment methods as the till says them. */
export function ticketColumns(locale: Locale): ExportColumn<Ticket>[] {
  const { headers: h, words: w } = downloadWords(locale, 'tickets');
  const till = wordsOf(locale, 'checkout');
  return [
    { header: h('number'), value: (r) => r.number },
    { header: h('date'), value: (r) => formatDateTime(r.createdAt) },
    { header: h('customer'), value: (r) => r.customer?.name ?? w('tickets.anonymous') },
    { header: h('email'), value: (r) => r.customer?.email ?? null },
    { header: h('company'), value: (r) => r.company?.name ?? null },
    { header: h('store'), value: (r) => r.store.name },
    { header: h('cashier'), value: (r) => r.cashier?.name ?? null },
    { header: h('payment'), value: (r) => till.code('paymentMethods', r.paymentMethod) },
    { header: h('items'), value: (r) => r.itemCount },
    { header: h('discount'), value: (r) => r.discountPercent },
    { header: h('exclVat'), value: (r) => euros(r.totals.exclVatCents) },
    { header: h('vat'), value: (r) => euros(r.totals.vatCents) },
    { header: h('inclVat'), value: (r) => euros(r.totals.inclVatCents) },
    { header: h('promoCode'), value: (r) => r.promo?.code ?? null },
    { header: h('promoDiscount'), value: (r) => (r.promo ? euros(r.promo.discountCents) : null) },
    { header: h('giftCard'), value: (r) => (r.giftCard ? euros(r.giftCard.amountCents) : null) },
    // Decision 063: outside the VAT totals, paid with the rest.
    { header: h('giftCardsSold'), value: (r) => (r.giftCardsSoldCents ? euros(r.giftCardsSoldCents) : null) },
    { header: h('paid'), value: (r) => euros(r.toPayCents) },
    { header: h('billed'), value: (r) => (r.billedAt ? formatDateTime(r.billedAt) : null) },
  ];
}

import { formatDate, formatDateTime, type Locale, type ShopOrderListItem } from '@veloport/domain';
import { downloadWords, exportEuros as euros, type ExportColumn } from '../../platform/export';
import { wordsOf } from '../../platform/words';

const addressText = (a: ShopOrderListItem['delivery']['address']) => (a ? `${a.street}, ${a.postalCode} ${a.city}, ${a.country}` : null);

/** The web shop's orders as a spreadsheet, in the reader's language: who, delivery (spec §3), payment, total. */
export function shopOrderColumns(locale: Locale): ExportColumn<ShopOrderListItem>[] {
  const { headers: h } = downloadWords(locale, 'shopOrders');
  const shop = wordsOf(locale, 'shop');
  return [
    { header: h('number'), value: (r) => r.number },
    { header: h('placedAt'), value: (r) => formatDateTime(r.placedAt) },
    { header: h('status'), value: (r) => shop.code('statuses', r.status) },
    { header: h('customer'), value: (r) => r.customer.name },
    { header: h('email'), value: (r) => r.customer.email },
    { header: h('phone'), value: (r) => r.customer.phone },
    { header: h('delivery'), value: (r) => shop.code('delivery', r.delivery.method) },
    { header: h('store'), value: (r) => r.delivery.storeName },
    { header: h('address'), value: (r) => addressText(r.delivery.address) },
    { header: h('billingAddress'), value: (r) => addressText(r.delivery.billingAddress) },
    { header: h('expectedOn'), value: (r) => (r.delivery.expectedOn ? formatDate(r.delivery.expectedOn) : null) },
    { header: h('deliveredOn'), value: (r) => (r.delivery.deliveredOn ? formatDate(r.delivery.deliveredOn) : null) },
    { header: h('payment'), value: (r) => shop.code('payment', r.payment.method) },
    { header: h('paymentStatus'), value: (r) => shop.code('paymentStatuses', r.payment.status) },
    { header: h('total'), value: (r) => euros(r.totalInclVatCents) },
    { header: h('notes'), value: (r) => r.delivery.notes },
  ];
}

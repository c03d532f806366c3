import type { Locale, OrderedLine } from '@veloport/domain';
import { downloadWords, exportEuros, type ExportColumn } from '../../../platform/export';
import { wordsOf } from '../../../platform/words';

/** The bike-orders and accessories-orders downloads in the reader's language; statuses and kinds as the screens say them. */
export function orderedLineColumns(locale: Locale, bikes: boolean): ExportColumn<OrderedLine>[] {
  const { headers: h } = downloadWords(locale, 'groupedOrders');
  const grouped = wordsOf(locale, 'groupedOrders');
  return [
    { header: h('order'), value: (l) => l.groupedOrder.id },
    { header: h('supplier'), value: (l) => l.groupedOrder.supplier },
    { header: h('reference'), value: (l) => l.groupedOrder.reference },
    { header: h('status'), value: (l) => grouped.code('statuses', l.groupedOrder.status) },
    { header: h('expectedOn'), value: (l) => l.groupedOrder.expectedOn },
    ...(bikes ? [] : [{ header: h('kind'), value: (l: OrderedLine) => grouped.code('kinds', l.kind) }]),
    { header: h('label'), value: (l) => l.label },
    ...(bikes ? [{ header: h('size'), value: (l: OrderedLine) => l.size }] : []),
    { header: h('quantity'), value: (l) => l.quantity },
    { header: h('received'), value: (l) => l.receivedQuantity },
    { header: h('unitPrice'), value: (l) => exportEuros(l.unitPriceCents) },
    { header: h('vatRate'), value: (l) => l.vatRate },
    { header: h('total'), value: (l) => exportEuros(l.amounts.inclVatCents) },
    { header: h('customerOrder'), value: (l) => l.orderId },
  ];
}

import type { Locale, OrderedLine } from '@veloport/domain';
import { exportEuros, exportWord, type ExportColumn } from '../../../platform/export';

/** Headers and codes of the bike-orders and accessories-orders downloads, in the reader's language. */
const WORDS = {
  fr: {
    h: {
      order: 'Commande groupée',
      supplier: 'Fournisseur',
      reference: 'Référence',
      status: 'État',
      expectedOn: 'Date prévue',
      kind: 'Type',
      label: 'Article',
      size: 'Taille',
      quantity: 'Quantité',
      received: 'Reçu',
      unitPrice: 'Prix d’achat HTVA',
      vatRate: 'TVA %',
      total: 'Total TVAC',
      customerOrder: 'Commande client',
      frames: 'Numéros de cadre',
    },
    status: { draft: 'Brouillon', ordered: 'Commandée', partially_received: 'Reçue en partie', received: 'Reçue', cancelled: 'Annulée' },
    kind: { bike: 'Vélo', accessory: 'Accessoire', box: 'Box', other_accessory: 'Autre accessoire', service: 'Service' },
  },
  en: {
    h: {
      order: 'Grouped order',
      supplier: 'Supplier',
      reference: 'Reference',
      status: 'Status',
      expectedOn: 'Expected on',
      kind: 'Kind',
      label: 'Item',
      size: 'Size',
      quantity: 'Quantity',
      received: 'Received',
      unitPrice: 'Purchase price excl. VAT',
      vatRate: 'VAT %',
      total: 'Total incl. VAT',
      customerOrder: 'Customer order',
      frames: 'Frame numbers',
    },
    status: { draft: 'Draft', ordered: 'Ordered', partially_received: 'Partly received', received: 'Received', cancelled: 'Cancelled' },
    kind: { bike: 'Bike', accessory: 'Accessory', box: 'Box', other_accessory: 'Other accessory', service: 'Service' },
  },
  nl: {
    h: {
      order: 'Groepsbestelling',
      supplier: 'Leverancier',
      reference: 'Referentie',
      status: 'Status',
      expectedOn: 'Verwacht op',
      kind: 'Soort',
      label: 'Artikel',
      size: 'Maat',
      quantity: 'Aantal',
      received: 'Ontvangen',
      unitPrice: 'Aankoopprijs excl. btw',
      vatRate: 'Btw %',
      total: 'Totaal incl. btw',
      customerOrder: 'Klantbestelling',
      frames: 'Framenummers',
    },
    status: {
      draft: 'Concept',
      ordered: 'Besteld',
      partially_received: 'Deels ontvangen',
      received: 'Ontvangen',
      cancelled: 'Geannuleerd',
    },
    kind: { bike: 'Fiets', accessory: 'Accessoire', box: 'Box', other_accessory: 'Ander accessoire', service: 'Dienst' },
  },
} as const;

export function orderedLineColumns(locale: Locale, bikes: boolean): ExportColumn<OrderedLine>[] {
  const w = WORDS[locale];
  return [
    { header: w.h.order, value: (l) => l.groupedOrder.id },
    { header: w.h.supplier, value: (l) => l.groupedOrder.supplier },
    { header: w.h.reference, value: (l) => l.groupedOrder.reference },
    { header: w.h.status, value: (l) => exportWord(w.status, l.groupedOrder.status) },
    { header: w.h.expectedOn, value: (l) => l.groupedOrder.expectedOn },
    ...(bikes ? [] : [{ header: w.h.kind, value: (l: OrderedLine) => exportWord(w.kind, l.kind) }]),
    { header: w.h.label, value: (l) => l.label },
    ...(bikes ? [{ header: w.h.size, value: (l: OrderedLine) => l.size }] : []),
    { header: w.h.quantity, value: (l) => l.quantity },
    { header: w.h.received, value: (l) => l.receivedQuantity },
    { header: w.h.unitPrice, value: (l) => exportEuros(l.unitPriceCents) },
    { header: w.h.vatRate, value: (l) => l.vatRate },
    { header: w.h.total, value: (l) => exportEuros(l.amounts.inclVatCents) },
    { header: w.h.customerOrder, value: (l) => l.orderId },
  ];
}

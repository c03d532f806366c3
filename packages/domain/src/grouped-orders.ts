import { offerLineAmounts, type OfferLineAmounts, type VatGroup } from './offers';

/**
 * Grouped orders (spec §2 grouped-orders): one order to a supplier grouping bike, accessory, box, other-accessory
 * and service lines, each bought at a purchase price excl. VAT (decision 025).
 */
export const GROUPED_ORDER_STATUSES = ['draft', 'ordered', 'partially_received', 'received', 'cancelled'] as const;
export type GroupedOrderStatus = (typeof GROUPED_ORDER_STATUSES)[number];

export const GROUPED_ORDER_LINE_KINDS = ['bike', 'accessory', 'box', 'other_accessory', 'service'] as const;
export type GroupedOrderLineKind = (typeof GROUPED_ORDER_LINE_KINDS)[number];

/**
 * The moves of a grouped order. Marking it ordered and cancelling are actions; receiving moves it to
 * partially_received or received depending on what is still expected. Nothing leaves received or cancelled;
 * once something is received it can no longer be cancelled (the bikes are in stock).
 */
export const GROUPED_ORDER_TRANSITIONS: Record<GroupedOrderStatus, readonly GroupedOrderStatus[]> = {
  draft: ['ordered', 'cancelled'],
  ordered: ['partially_received', 'received', 'cancelled'],
  partially_received: ['partially_received', 'received'],
  received: [],
  cancelled: [],
};

export const canChangeGroupedOrderStatus = (from: GroupedOrderStatus, to: GroupedOrderStatus) =>
  GROUPED_ORDER_TRANSITIONS[from].includes(to);
/** Lines are added, changed and removed while the order is a draft: once sent, the supplier has the list. */
export const isGroupedOrderEditable = (status: GroupedOrderStatus) => status === 'draft';
export const canReceiveGroupedOrder = (status: GroupedOrderStatus) => status === 'ordered' || status === 'partially_received';

export type GroupedOrderLineInput = { quantity: number; unitPriceCents: number; vatRate: number; receivedQuantity?: number };

export type GroupedOrderTotals = {
  exclVatCents: number;
  vatCents: number;
  inclVatCents: number;
  vatByRate: VatGroup[];
  quantity: number;
  receivedQuantity: number;
};

/** One purchase line: quantity × purchase price, VAT rounded to the cent per line (as offers do, decision 021). */
export function groupedOrderLineAmounts(line: GroupedOrderLineInput): OfferLineAmounts {
  return offerLineAmounts({ kind: 'other_accessory', quantity: line.quantity, unitPriceCents: line.unitPriceCents, vatRate: line.vatRate });
}

/** The order's totals: sums of the rounded lines, VAT per rate ascending, and how many items are received. */
export function groupedOrderTotals(lines: readonly GroupedOrderLineInput[]): GroupedOrderTotals {
  const groups = new Map<number, VatGroup>();
  const totals = { exclVatCents: 0, vatCents: 0, inclVatCents: 0, quantity: 0, receivedQuantity: 0 };
  for (const line of lines) {
    const a = groupedOrderLineAmounts(line);
    totals.exclVatCents += a.exclVatCents;
    totals.vatCents += a.vatCents;
    totals.inclVatCents += a.inclVatCents;
    totals.quantity += line.quantity;
    totals.receivedQuantity += line.receivedQuantity ?? 0;
    const group = groups.get(line.vatRate) ?? { rate: line.vatRate, baseCents: 0, vatCents: 0 };
    group.baseCents += a.exclVatCents;
    group.vatCents += a.vatCents;
    groups.set(line.vatRate, group);
  }
  return { ...totals, vatByRate: [...groups.values()].sort((a, b) => a.rate - b.rate) };
}

/** After a delivery: received when every line has all its items, else partially received. */
export function statusAfterReceiving(lines: readonly { quantity: number; receivedQuantity: number }[]): GroupedOrderStatus {
  return lines.every((l) => l.receivedQuantity >= l.quantity) ? 'received' : 'partially_received';
}

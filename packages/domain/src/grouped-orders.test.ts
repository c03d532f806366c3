import { describe, expect, it } from 'vitest';
import {
  canChangeGroupedOrderStatus,
  canReceiveGroupedOrder,
  groupedOrderLineAmounts,
  groupedOrderTotals,
  isGroupedOrderEditable,
  statusAfterReceiving,
} from './grouped-orders';

describe('grouped order amounts', () => {
  it('computes a line as quantity × purchase price plus its VAT rounded to the cent', () => {
    expect(groupedOrderLineAmounts({ quantity: 2, unitPriceCents: 125_050, vatRate: 21 })).toMatchObject({
      exclVatCents: 250_100,
      vatCents: 52_521,
      inclVatCents: 302_621,
    });
  });

  it('adds the rounded lines, so three 0,50 € lines at 21 % make 0,33 € of VAT, grouped per rate', () => {
    const lines = [0, 1, 2].map(() => ({ quantity: 1, unitPriceCents: 50, vatRate: 21 }));
    const totals = groupedOrderTotals([...lines, { quantity: 3, unitPriceCents: 1_000, vatRate: 6, receivedQuantity: 1 }]);
    expect(totals).toMatchObject({ exclVatCents: 3_150, vatCents: 33 + 180, inclVatCents: 3_150 + 213, quantity: 6, receivedQuantity: 1 });
    expect(totals.vatByRate).toEqual([
      { rate: 6, baseCents: 3_000, vatCents: 180 },
      { rate: 21, baseCents: 150, vatCents: 33 },
    ]);
  });

  it('answers zeros for an order without lines', () => {
    expect(groupedOrderTotals([])).toEqual({
      exclVatCents: 0,
      vatCents: 0,
      inclVatCents: 0,
      quantity: 0,
      receivedQuantity: 0,
      vatByRate: [],
    });
  });
});

describe('grouped order workflow', () => {
  it('goes draft → ordered → received, and may be cancelled until something is received', () => {
    expect(canChangeGroupedOrderStatus('draft', 'ordered')).toBe(true);
    expect(canChangeGroupedOrderStatus('ordered', 'cancelled')).toBe(true);
    expect(canChangeGroupedOrderStatus('partially_received', 'cancelled')).toBe(false);
    expect(canChangeGroupedOrderStatus('received', 'ordered')).toBe(false);
    expect(canChangeGroupedOrderStatus('ordered', 'ordered')).toBe(false);
  });

  it('edits lines only in draft and receives only once ordered', () => {
    expect(isGroupedOrderEditable('draft')).toBe(true);
    expect(isGroupedOrderEditable('ordered')).toBe(false);
    expect(canReceiveGroupedOrder('draft')).toBe(false);
    expect(canReceiveGroupedOrder('partially_received')).toBe(true);
  });

  it('is received when every line has all its items', () => {
    expect(
      statusAfterReceiving([
        { quantity: 2, receivedQuantity: 2 },
        { quantity: 1, receivedQuantity: 1 },
      ]),
    ).toBe('received');
    expect(
      statusAfterReceiving([
        { quantity: 2, receivedQuantity: 1 },
        { quantity: 1, receivedQuantity: 1 },
      ]),
    ).toBe('partially_received');
  });
});

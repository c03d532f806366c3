import { describe, expect, it } from 'vitest';
import {
  billFromSourcesInputSchema,
  groupByCustomer,
  impliedVatRate,
  lineFromTotal,
  payerOf,
  rentalBillLine,
  rentalExclVatCents,
  workshopBillLine,
} from './bill-sources';
import { billTotals } from './bill-totals';

describe('bill lines from sources', () => {
  it('keeps labour at 6 % and parts at 21 % excluding VAT, and splits a price-list service back from its price including VAT', () => {
    expect(workshopBillLine({ kind: 'labour', description: 'Réglage', quantity: 1.5, unitPriceCents: 5000, vatRate: 6 })).toEqual({
      description: 'Réglage',
      quantity: 1.5,
      unitPriceCents: 5000,
      vatRate: 6,
    });
    expect(workshopBillLine({ kind: 'part', description: 'Chaîne', quantity: 2, unitPriceCents: 1000, vatRate: 21 })).toMatchObject({
      unitPriceCents: 1000,
      vatRate: 21,
    });
    // 15.90 € including 6 % → 15.00 € excluding VAT: the bill adds back 0.90 €.
    const service = workshopBillLine({ kind: 'service', description: 'Rayon', quantity: 1, unitPriceCents: 1590, vatRate: 6 });
    expect(service).toMatchObject({ unitPriceCents: 1500, vatRate: 6 });
    expect(billTotals([service]).inclVatCents).toBe(1590);
  });

  it('turns a known total into an exact line: a unit price when it divides, else one line for the whole', () => {
    expect(lineFromTotal('Vélo', 2, 300_000, 21)).toEqual({ description: 'Vélo', quantity: 2, unitPriceCents: 150_000, vatRate: 21 });
    expect(lineFromTotal('Vélo', 3, 100_000, 21)).toEqual({ description: 'Vélo × 3', quantity: 1, unitPriceCents: 100_000, vatRate: 21 });
  });

  it('reads the VAT rate an order implies, nearest Belgian rate', () => {
    expect(impliedVatRate(100_000, 121_000)).toBe(21);
    expect(impliedVatRate(100_000, 106_000)).toBe(6);
    expect(impliedVatRate(100_000, 100_000)).toBe(0);
    expect(impliedVatRate(0, 0)).toBe(21);
  });

  it('bills a rental at 21 % included, with the description it is given (worded by the API, decision 073)', () => {
    expect(rentalExclVatCents(2_420)).toBe(2_000);
    expect(rentalBillLine({ totalCents: 12_100 }, 'Huur van 2 fietsen')).toEqual({
      description: 'Huur van 2 fietsen',
      quantity: 1,
      unitPriceCents: 10_000,
      vatRate: 21,
    });
  });
});

describe('who pays, one bill per customer', () => {
  it('bills the company when there is one, else the person, else nobody', () => {
    expect(payerOf({ companyId: 3, userId: 7 })).toEqual({ kind: 'company', id: 3 });
    expect(payerOf({ companyId: null, userId: 7 })).toEqual({ kind: 'person', id: 7 });
    expect(payerOf({ companyId: null, userId: null })).toBeNull();
  });

  it('groups sources by customer, keeping the order given', () => {
    const s = (id: number, kind: 'company' | 'person', cid: number) => ({ id, customer: { kind, id: cid, name: '' } });
    expect(groupByCustomer([s(1, 'company', 1), s(2, 'person', 1), s(3, 'company', 1)]).map((g) => g.map((x) => x.id))).toEqual([
      [1, 3],
      [2],
    ]);
  });

  it('asks for a kind and at least one id, each once', () => {
    expect(billFromSourcesInputSchema.parse({ kind: 'order', ids: [3, 3, 4] })).toEqual({ kind: 'order', ids: [3, 4] });
    expect(billFromSourcesInputSchema.safeParse({ kind: 'order', ids: [] }).success).toBe(false);
    expect(billFromSourcesInputSchema.safeParse({ kind: 'leasing', ids: [1] }).success).toBe(false);
  });
});

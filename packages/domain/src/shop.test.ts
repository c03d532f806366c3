import { describe, expect, it } from 'vitest';
import { parseStructuredCommunication } from './structured-communication';
import {
  canCancelShopOrder,
  canWithdraw,
  pickupReadyOn,
  shopDeliveryPrice,
  shopLineAmounts,
  shopOrderIdOf,
  shopOrderNumber,
  shopStructuredCommunication,
  shopTotals,
  withdrawalDeadline,
} from './shop';
import { belgianPublicHolidays } from './sepa-calendar';

describe('shop totals', () => {
  it('takes the VAT out of prices that include it, per rate, and a gift card sold at 0 %', () => {
    const totals = shopTotals({
      lines: [
        { kind: 'bike', quantity: 1, unitInclVatCents: 121_000, vatRate: 21 },
        { kind: 'accessory', quantity: 2, unitInclVatCents: 2_420, vatRate: 21 },
        { kind: 'gift_card', quantity: 1, unitInclVatCents: 5_000, vatRate: 0 },
      ],
      deliveryCents: 0,
    });
    expect(totals.totalInclVatCents).toBe(121_000 + 4_840 + 5_000);
    expect(totals.vat).toEqual([
      { rate: 0, baseCents: 5_000, vatCents: 0 },
      { rate: 21, baseCents: 104_000, vatCents: 21_840 },
    ]);
    expect(totals.goodsCents).toBe(125_840);
  });

  it('adds the delivery at 21 %, takes the promo share off its line and lets a gift card pay part of it', () => {
    const totals = shopTotals({
      lines: [{ kind: 'accessory', quantity: 1, unitInclVatCents: 6_050, vatRate: 21 }],
      shares: [1_210],
      deliveryCents: 795,
      giftCardCents: 2_000,
    });
    expect(totals.discountCents).toBe(1_210);
    expect(totals.orderInclVatCents).toBe(6_050 - 1_210 + 795);
    expect(totals.totalInclVatCents).toBe(6_050 - 1_210 + 795 - 2_000);
    expect(totals.lines[0]).toMatchObject({ inclVatCents: 4_840, vatCents: 840, exclVatCents: 4_000 });
    const vat = totals.vat.reduce((s, g) => s + g.baseCents + g.vatCents, 0);
    expect(vat).toBe(totals.orderInclVatCents);
  });

  it('never lets a gift card pay more than the order', () => {
    const totals = shopTotals({
      lines: [{ kind: 'accessory', quantity: 1, unitInclVatCents: 1_000, vatRate: 21 }],
      deliveryCents: 0,
      giftCardCents: 5_000,
    });
    expect(totals.giftCardCents).toBe(1_000);
    expect(totals.totalInclVatCents).toBe(0);
  });

  it('rounds a line’s VAT once, on the line’s total', () => {
    expect(shopLineAmounts({ kind: 'accessory', quantity: 3, unitInclVatCents: 999, vatRate: 21 })).toEqual({
      grossCents: 2_477,
      discountCents: 0,
      exclVatCents: 2_477,
      vatCents: 520,
      inclVatCents: 2_997,
    });
  });
});

describe('what delivery costs', () => {
  const settings = {
    methods: [
      {
        kind: 'home' as const,
        priceCents: 795,
        enabled: true,
        zones: [{ name: 'Brussels', fromPostalCode: 1000, toPostalCode: 1299, priceCents: 595 }],
      },
      { kind: 'pickup' as const, priceCents: 0, enabled: true },
      { kind: 'relay' as const, priceCents: 495, enabled: false },
    ],
    freeDeliveryFromCents: 10_000,
  };

  it('takes the zone’s price at home, nothing in the store, and is free from the threshold on', () => {
    expect(shopDeliveryPrice(settings, 'home', '1050', 5_000)).toBe(595);
    expect(shopDeliveryPrice(settings, 'home', '1050', 10_000)).toBe(0);
    expect(shopDeliveryPrice(settings, 'store_pickup', null, 5_000)).toBe(0);
  });

  it('says when a method is off or the address outside its zones', () => {
    expect(shopDeliveryPrice(settings, 'home', '4000', 5_000)).toBe('not_here');
    expect(shopDeliveryPrice(settings, 'relay_point', '1050', 5_000)).toBe('off');
  });
});

describe('when a store pick-up is ready', () => {
  it('is today for a bike in that store, three business days from the other store, the supplier’s day within 7 days', () => {
    // 2026-12-04 is a Friday.
    expect(pickupReadyOn('2026-12-04', [{ kind: 'here' }])).toBe('2026-12-04');
    expect(pickupReadyOn('2026-12-04', [{ kind: 'here' }, { kind: 'other_store' }])).toBe('2026-12-09');
    expect(pickupReadyOn('2026-12-04', [{ kind: 'expected', on: '2026-12-06' }])).toBe('2026-12-06');
    expect(pickupReadyOn('2026-12-04', [{ kind: 'expected', on: '2026-12-30' }])).toBe('2026-12-11');
    expect(pickupReadyOn('2026-12-04', [{ kind: 'expected', on: '2026-11-30' }])).toBe('2026-12-04');
  });
});

describe('the 14-day withdrawal period', () => {
  it('ends 14 calendar days after delivery, moved to the Monday when it ends on a weekend', () => {
    expect(withdrawalDeadline('2026-12-01')).toBe('2026-12-15'); // Tuesday → Tuesday
    expect(withdrawalDeadline('2026-12-05')).toBe('2026-12-21'); // Saturday + 14 = Saturday → Monday
    expect(withdrawalDeadline('2028-02-15')).toBe('2028-02-29'); // a leap year
    expect(withdrawalDeadline('2027-12-20')).toBe('2028-01-03'); // over New Year
  });

  it('runs to the next working day when its last day is a Belgian public holiday', () => {
    expect(withdrawalDeadline('2026-12-11')).toBe('2026-12-28'); // Christmas, a Friday → Monday
    expect(withdrawalDeadline('2027-10-18')).toBe('2027-11-02'); // All Saints, a Monday → Tuesday
    expect(withdrawalDeadline('2027-03-15')).toBe('2027-03-30'); // Easter Monday → Tuesday
    expect(withdrawalDeadline('2026-04-30')).toBe('2026-05-15'); // Ascension, a Thursday → Friday
    expect(withdrawalDeadline('2026-07-07')).toBe('2026-07-22'); // National Day
    expect(belgianPublicHolidays(2026)).toEqual([
      '2026-01-01',
      '2026-04-06',
      '2026-05-01',
      '2026-05-14',
      '2026-05-25',
      '2026-07-21',
      '2026-08-15',
      '2026-11-01',
      '2026-11-11',
      '2026-12-25',
    ]);
  });

  it('is open from delivery to its last day included, never before delivery', () => {
    expect(canWithdraw(null, '2026-12-01')).toBe(false);
    expect(canWithdraw('2026-12-01', '2026-12-15')).toBe(true);
    expect(canWithdraw('2026-12-01', '2026-12-16')).toBe(false);
  });

  it('lets a customer cancel only before the order ships', () => {
    expect(canCancelShopOrder('placed')).toBe(true);
    expect(canCancelShopOrder('paid')).toBe(true);
    expect(canCancelShopOrder('shipped')).toBe(false);
    expect(canCancelShopOrder('delivered')).toBe(false);
  });
});

describe('order number and transfer', () => {
  it('reads its number back and gives a valid structured communication apart from the bills’', () => {
    expect(shopOrderNumber(42)).toBe('W-000042');
    expect(shopOrderIdOf('w-000042')).toBe(42);
    expect(shopOrderIdOf('42')).toBeNull();
    const communication = shopStructuredCommunication(42);
    expect(communication).toMatch(/^\+\+\+800\/0000\/042\d\d\+\+\+$/);
    expect(parseStructuredCommunication(communication)).not.toBeNull();
  });
});

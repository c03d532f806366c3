import { describe, expect, it } from 'vitest';
import { deliveryBillLine, offerPromoLineKind, offerPromoShares, orderPromoBillLine, postalCodeOf } from './offer-promo';

describe('a promo code on an offer (decision 059)', () => {
  it('treats boxes and other accessories as accessories, labour and services as neither', () => {
    expect(['bike', 'accessory', 'box', 'other_accessory', 'labour', 'service'].map(offerPromoLineKind)).toEqual([
      'bike',
      'accessory',
      'accessory',
      'accessory',
      'other',
      'other',
    ]);
    const lines = [
      { kind: 'bike', amounts: { inclVatCents: 302_500 } },
      { kind: 'box', amounts: { inclVatCents: 1_210 } },
      { kind: 'labour', amounts: { inclVatCents: 4_770 } },
    ];
    expect(offerPromoShares({ kind: 'percent', value: 10, appliesTo: ['accessory'] }, lines)).toEqual({
      eligibleCents: 1_210,
      discountCents: 121,
      shares: [0, 121, 0],
    });
    expect(offerPromoShares({ kind: 'amount', value: 1_000, appliesTo: [] }, lines).shares.reduce((s, c) => s + c, 0)).toBe(1_000);
  });
  it('bills an order’s share as a negative base line at its VAT rate, and the delivery as a positive one', () => {
    expect(orderPromoBillLine('SPRING10', 30_250, 21)).toEqual({
      description: 'Promo SPRING10',
      quantity: -1,
      unitPriceCents: 25_000,
      vatRate: 21,
      discountPercent: 0,
    });
    expect(deliveryBillLine('Livraison', 995, 21)).toEqual({
      description: 'Livraison',
      quantity: 1,
      unitPriceCents: 822,
      vatRate: 21,
      discountPercent: 0,
    });
  });
  it('reads the Belgian postal code of an address as typed', () => {
    expect(postalCodeOf('Rue du Vélo 1, 4000 Liège')).toBe('4000');
    expect(postalCodeOf('Grote Markt 1\n3500 Hasselt')).toBe('3500');
    expect(postalCodeOf('Rue 12')).toBeNull();
    expect(postalCodeOf(null)).toBeNull();
  });
});

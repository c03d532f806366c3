import { describe, expect, it } from 'vitest';
import {
  giftCardLineAmounts,
  giftCardLines,
  giftCardPaymentRefusal,
  goodsLines,
  ticketNumberOf,
  ticketToPayCents,
  tillGiftCardExpiry,
  totalsOfLines,
} from './checkout';

/** A gift card sold at the till (decision 063). */
describe('a gift card line', () => {
  it('is taken at face value with no VAT, and stays out of the VAT totals of the goods', () => {
    expect(giftCardLineAmounts(5_000)).toEqual({
      grossCents: 5_000,
      discountCents: 0,
      exclVatCents: 5_000,
      vatCents: 0,
      inclVatCents: 5_000,
    });
    const lines = [
      { kind: 'accessory', vatRate: 21, grossCents: 1_999, discountCents: 0, exclVatCents: 1_999, vatCents: 420, inclVatCents: 2_419 },
      { kind: 'gift_card', vatRate: 0, ...giftCardLineAmounts(5_000) },
    ];
    expect(goodsLines(lines).map((l) => l.kind)).toEqual(['accessory']);
    expect(giftCardLines(lines).map((l) => l.kind)).toEqual(['gift_card']);
    expect(totalsOfLines(goodsLines(lines))).toEqual({
      grossCents: 1_999,
      discountCents: 0,
      exclVatCents: 1_999,
      vatCents: 420,
      inclVatCents: 2_419,
      vatByRate: [{ rate: 21, baseCents: 1_999, vatCents: 420 }],
    });
  });

  it('is paid with the rest: the goods and the cards sold, less what a gift card paid', () => {
    expect(ticketToPayCents({ goodsInclVatCents: 2_419, giftCardsSoldCents: 5_000, giftCardPaidCents: 0 })).toBe(7_419);
    expect(ticketToPayCents({ goodsInclVatCents: 2_419, giftCardsSoldCents: 5_000, giftCardPaidCents: 2_419 })).toBe(5_000);
  });

  it('cannot be paid with a gift card: a card pays the goods only', () => {
    expect(giftCardPaymentRefusal(2_419, 2_419, 5_000)).toBeNull();
    expect(giftCardPaymentRefusal(2_420, 2_419, 5_000)).toBe('not_for_gift_cards');
    expect(giftCardPaymentRefusal(100, 0, 5_000)).toBe('not_for_gift_cards');
    expect(giftCardPaymentRefusal(2_420, 2_419, 0)).toBe('more_than_total');
  });

  it('expires one year after the sale day, 29 February on 28 February', () => {
    expect(tillGiftCardExpiry('2026-11-26')).toBe('2027-11-26');
    expect(tillGiftCardExpiry('2028-02-29')).toBe('2029-02-28');
    expect(tillGiftCardExpiry('2026-01-05')).toBe('2027-01-05');
  });

  it('names the ticket that sold it by its printed number', () => {
    expect(ticketNumberOf(42)).toBe('T-000042');
  });
});

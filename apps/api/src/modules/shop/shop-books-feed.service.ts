import { shopOrderNumber, type ShopGiftCardsDocument } from '@veloport/domain';
import type { DbOrTx } from '../../db/client';
import { shopBooksFeedRepository as repo } from './shop-books-feed.repository';
import { moneyMeansOf } from './shop-common';

export type ShopBooksFeed = ReturnType<typeof createShopBooksFeed>;

/**
 * The web shop as the books read it (decision 116), wired into the accounting module in app.ts as the till's feed is
 * (decision 110): each order paid in a period that bought gift cards — their face value, what a gift card paid of the
 * order, what its bill totals and how its money came (the till, the acquirer or the bank: decision 121). Its bill and
 * the bill's payments come through billing's feed.
 */
export function createShopBooksFeed({ db }: { db: DbOrTx }) {
  return {
    async giftCardsSold(from: string, to: string): Promise<(ShopGiftCardsDocument & { id: number })[]> {
      const orders = await repo.ordersWithCards(db, from, to);
      const cards = new Map(
        (
          await repo.cardLines(
            db,
            orders.map((o) => o.id),
          )
        ).map((c) => [c.orderId, c.inclVatCents]),
      );
      return orders.map((o) => {
        const sold = cards.get(o.id) ?? 0;
        return {
          id: o.id,
          number: shopOrderNumber(o.id),
          date: o.date,
          customerName: `${o.firstName} ${o.lastName}`,
          // As the bill's money payment: the acquirer for a checkout (decision 084) or a card at the store, the till for
          // cash at the store (decision 121), the bank for a transfer.
          means: moneyMeansOf(o),
          giftCardsSoldCents: sold,
          giftCardPaidCents: o.giftCardCents,
          // The bill totals the order without the cards it bought (decision 105).
          billedCents: o.orderInclVatCents - sold,
        };
      });
    },
    /** How many orders of [from, to] make an entry: the journals' cheap check (decision 110). */
    count: (from: string, to: string) => repo.count(db, from, to),
  };
}

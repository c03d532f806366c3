import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { shopOrderLines, shopOrders } from './shop.table';

/** The Brussels day an order was paid: one paid at 00:30 on the 3rd belongs to the 3rd (its bill's payment day). */
const dayOf = sql<string>`to_char(${shopOrders.paidAt} at time zone 'Europe/Brussels', 'YYYY-MM-DD')`;
const start = (d: string) => sql`(${d}::date::timestamp at time zone 'Europe/Brussels')`;
/** Paid on a Brussels day of [from, to] (refunded since or not: the cards it bought stay sold, decision 105). */
const paidIn = (from: string, to: string) =>
  sql`${shopOrders.paidAt} >= ${start(from)} and ${shopOrders.paidAt} < ${start(to)} + interval '1 day'`;
/** It bought gift cards: every such line, live or not (a card bought is not taken back). */
const boughtCards = sql`exists (select 1 from ${shopOrderLines} where ${shopOrderLines.orderId} = ${shopOrders.id} and ${shopOrderLines.kind} = 'gift_card')`;

/** What the books read of the web shop (decision 116): the orders paid in a period that bought gift cards. */
export const shopBooksFeedRepository = {
  ordersWithCards(db: DbOrTx, from: string, to: string) {
    return db
      .select({
        id: shopOrders.id,
        date: dayOf,
        firstName: shopOrders.firstName,
        lastName: shopOrders.lastName,
        paymentMethod: shopOrders.paymentMethod,
        paidBy: shopOrders.paidBy,
        giftCardCents: shopOrders.giftCardCents,
        orderInclVatCents: shopOrders.orderInclVatCents,
      })
      .from(shopOrders)
      .where(and(paidIn(from, to), boughtCards))
      .orderBy(asc(shopOrders.paidAt), asc(shopOrders.id));
  },
  cardLines(db: DbOrTx, orderIds: number[]) {
    if (!orderIds.length) return Promise.resolve([]);
    return db
      .select({ orderId: shopOrderLines.orderId, inclVatCents: sql<number>`sum(${shopOrderLines.inclVatCents})`.mapWith(Number) })
      .from(shopOrderLines)
      .where(and(inArray(shopOrderLines.orderId, orderIds), eq(shopOrderLines.kind, 'gift_card')))
      .groupBy(shopOrderLines.orderId);
  },
  async count(db: DbOrTx, from: string, to: string) {
    const [row] = await db
      .select({ n: count() })
      .from(shopOrders)
      .where(and(paidIn(from, to), boughtCards));
    return Number(row?.n ?? 0);
  },
};

import { and, asc, count, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { checkoutTicketLines, checkoutTickets } from './checkout.table';

/** A ticket's Brussels calendar day: one rung up at 00:30 on the 3rd belongs to the 3rd. */
const dayOf = sql<string>`to_char(${checkoutTickets.createdAt} at time zone 'Europe/Brussels', 'YYYY-MM-DD')`;
const start = (d: string) => sql`(${d}::date::timestamp at time zone 'Europe/Brussels')`;
const inDays = (from: string, to: string) =>
  sql`${checkoutTickets.createdAt} >= ${start(from)} and ${checkoutTickets.createdAt} < ${start(to)} + interval '1 day'`;
/** A ticket with nothing to book (no goods, no gift card sold) writes no entry, so it is not counted either. */
const booked = or(sql`${checkoutTickets.inclVatCents} <> 0`, sql`${checkoutTickets.giftCardsSoldCents} <> 0`);

/** What the books read of the till (decision 110): the tickets of a period and their goods per kind and rate. */
export const tillBooksFeedRepository = {
  /** The tickets of the Brussels days [from, to], or these tickets whenever rung up. */
  tickets(db: DbOrTx, which: { from: string; to: string } | { ids: number[] }) {
    const where = 'ids' in which ? inArray(checkoutTickets.id, which.ids.length ? which.ids : [0]) : inDays(which.from, which.to);
    return db
      .select({
        id: checkoutTickets.id,
        date: dayOf,
        customerName: checkoutTickets.customerName,
        paymentMethod: checkoutTickets.paymentMethod,
        giftCardCents: checkoutTickets.giftCardCents,
        giftCardsSoldCents: checkoutTickets.giftCardsSoldCents,
      })
      .from(checkoutTickets)
      .where(and(where, booked))
      .orderBy(asc(checkoutTickets.createdAt), asc(checkoutTickets.id));
  },
  /** The goods lines (a gift card sold is outside VAT scope) summed per ticket, kind and rate. */
  goodsOf(db: DbOrTx, ticketIds: number[]) {
    if (!ticketIds.length) return Promise.resolve([]);
    return db
      .select({
        ticketId: checkoutTicketLines.ticketId,
        kind: checkoutTicketLines.kind,
        vatRate: checkoutTicketLines.vatRate,
        exclVatCents: sql<number>`sum(${checkoutTicketLines.exclVatCents})`.mapWith(Number),
        vatCents: sql<number>`sum(${checkoutTicketLines.vatCents})`.mapWith(Number),
      })
      .from(checkoutTicketLines)
      .where(and(inArray(checkoutTicketLines.ticketId, ticketIds), sql`${checkoutTicketLines.kind} <> 'gift_card'`))
      .groupBy(checkoutTicketLines.ticketId, checkoutTicketLines.kind, checkoutTicketLines.vatRate)
      .orderBy(asc(checkoutTicketLines.ticketId), asc(checkoutTicketLines.kind), sql`${checkoutTicketLines.vatRate} desc`);
  },
  async count(db: DbOrTx, from: string, to: string) {
    const [row] = await db
      .select({ n: count() })
      .from(checkoutTickets)
      .where(and(inDays(from, to), booked));
    return Number(row?.n ?? 0);
  },
};

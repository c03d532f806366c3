import { ticketNumberOf, type SaleKind, type TillPaymentMethod, type TillTicketDocument } from '@veloport/domain';
import type { DbOrTx } from '../../../db/client';
import { tillBooksFeedRepository as repo } from './till-books-feed.repository';

export type TillBooksFeed = ReturnType<typeof createTillBooksFeed>;
export type TillTicketRow = TillTicketDocument & { id: number };

/**
 * The till's tickets as the books read them (decision 110), wired into the accounting module in app.ts as billing's
 * feed is (decision 084): each ticket of a period (its Brussels day) with its goods per sale kind and VAT rate as rung
 * up, what a gift card paid and the gift cards it sold.
 */
export function createTillBooksFeed({ db }: { db: DbOrTx }) {
  async function rows(which: { from: string; to: string } | { ids: number[] }): Promise<TillTicketRow[]> {
    const tickets = await repo.tickets(db, which);
    const goods = await repo.goodsOf(
      db,
      tickets.map((t) => t.id),
    );
    const byTicket = new Map<number, TillTicketDocument['goods'][number][]>();
    for (const g of goods) {
      const saleKind: SaleKind = g.kind === 'bike' ? 'bikes' : 'accessories';
      byTicket.set(g.ticketId, [
        ...(byTicket.get(g.ticketId) ?? []),
        { saleKind, rate: g.vatRate, exclVatCents: g.exclVatCents, vatCents: g.vatCents },
      ]);
    }
    return tickets.map((t) => ({
      id: t.id,
      number: ticketNumberOf(t.id),
      date: t.date,
      customerName: t.customerName,
      paymentMethod: t.paymentMethod as TillPaymentMethod,
      goods: byTicket.get(t.id) ?? [],
      giftCardPaidCents: t.giftCardCents,
      giftCardsSoldCents: t.giftCardsSoldCents,
    }));
  }
  return {
    /** The tickets rung up on the Brussels days [from, to]. */
    tickets: (from: string, to: string) => rows({ from, to }),
    /** These tickets, whenever rung up (a ticket billed later is corrected on the bill's day). */
    ticketsByIds: (ids: number[]) => (ids.length ? rows({ ids }) : Promise.resolve([])),
    /** How many tickets of [from, to] have something to book: the journals' cheap check (decision 110). */
    count: (from: string, to: string) => repo.count(db, from, to),
  };
}

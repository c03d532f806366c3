import type { ShopGiftCardsDocument, TillTicketDocument } from '@veloport/domain';
import type { BooksFeed } from '../../billing/books/books-feed.service';

/** Billing's documents, read through billing's feed (a port wired in app.ts, decision 069). */
export type SalesPort = Pick<
  BooksFeed,
  | 'salesDocuments'
  | 'receipts'
  | 'vatOfPeriod'
  | 'billedTickets'
  | 'countBills'
  | 'countPayments'
  | 'countBilledTickets'
  | 'giftCardsGiven'
  | 'countGiftCardsGiven'
  | 'giftCardsVoided'
  | 'countGiftCardsVoided'
>;
/** The till's tickets, read through the sales module's feed (decision 110), wired in app.ts. */
export type TillPort = {
  tickets(from: string, to: string): Promise<(TillTicketDocument & { id: number })[]>;
  ticketsByIds(ids: number[]): Promise<(TillTicketDocument & { id: number })[]>;
  count(from: string, to: string): Promise<number>;
};

/** The web shop's orders that bought gift cards (decision 116), read through the shop module's feed, wired in app.ts. */
export type ShopPort = {
  giftCardsSold(from: string, to: string): Promise<(ShopGiftCardsDocument & { id: number })[]>;
  count(from: string, to: string): Promise<number>;
};

/**
 * The fleet's finance as the books read it (decision 087): the loan instalments paid in a period and the fleet's
 * depreciation of each month; wired in app.ts from the loans and assets use cases. Absent in the demo seed's run.
 */
export type FleetFinancePort = {
  loanPaymentsBetween(
    from: string,
    to: string,
  ): Promise<
    { id: number; paidOn: string; lender: string; reference: string; number: number; principalCents: number; interestCents: number }[]
  >;
  /** Early repayments (decision 106). */
  loanPrepaymentsBetween(
    from: string,
    to: string,
  ): Promise<
    {
      id: number;
      paidOn: string;
      lender: string;
      reference: string;
      principalCents: number;
      interestCents: number;
      indemnityCents: number;
    }[]
  >;
  depreciationOfMonths(months: string[]): Promise<Map<string, number>>;
  /** Bikes that left the register (decision 106). */
  disposalsBetween(
    from: string,
    to: string,
  ): Promise<
    { bikeId: number; frameNumber: string; date: string; acquisitionCents: number; accumulatedCents: number; proceedsCents: number }[]
  >;
};

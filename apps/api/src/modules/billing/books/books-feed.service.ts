import { receiptMeansOf, saleKindOfSources, type ReceiptMeans, type SaleKind } from '@veloport/domain';
import type { DbOrTx } from '../../../db/client';
import { booksFeedRepository as repo } from './books-feed.repository';

export type BooksFeed = ReturnType<typeof createBooksFeed>;

export type SalesDocumentRow = {
  id: number;
  kind: 'invoice' | 'credit_note';
  number: string;
  date: string;
  customerName: string;
  reverseCharge: boolean;
  saleKind: SaleKind;
  vatCents: number;
  byRate: { rate: number; netCents: number; saleKind?: SaleKind }[];
};
export type ReceiptRow = {
  id: number;
  billId: number;
  billNumber: string;
  customerName: string;
  amountCents: number;
  date: string;
  reference: string;
  means: ReceiptMeans;
};

/**
 * Billing's documents as the books read them (decision 084), wired into the accounting module in app.ts: the bills
 * and credit notes issued in a period with their net amount per VAT rate, the payments received, the open invoices.
 */
export function createBooksFeed({ db }: { db: DbOrTx }) {
  return {
    async salesDocuments(from: string, to: string): Promise<SalesDocumentRow[]> {
      const rows = await repo.issuedBills(db, from, to);
      const ids = rows.map((r) => r.id);
      // A credit note bills nothing itself: it is of its invoice's kind (decision 116; it read as bikes before).
      const withSources = [...new Set(rows.map((r) => r.creditOfId ?? r.id))];
      const [lines, sources] = await Promise.all([repo.linesOf(db, ids), repo.sourceKindsOf(db, withSources)]);
      const kinds = new Map<number, string[]>();
      for (const s of sources) kinds.set(s.billId, [...(kinds.get(s.billId) ?? []), s.kind]);
      // Net per sale kind (a line's own, else the bill's) and rate: each kind on its revenue account (decision 116).
      const nets = new Map<number, Map<string, { rate: number; saleKind: SaleKind | null; netCents: number }>>();
      for (const l of lines) {
        const byKey = nets.get(l.billId) ?? new Map<string, { rate: number; saleKind: SaleKind | null; netCents: number }>();
        const saleKind = (l.saleKind as SaleKind | null) ?? null;
        const key = `${l.vatRate}|${saleKind ?? ''}`;
        const at = byKey.get(key) ?? { rate: l.vatRate, saleKind, netCents: 0 };
        at.netCents += l.netCents;
        byKey.set(key, at);
        nets.set(l.billId, byKey);
      }
      return rows.map((r) => {
        const saleKind = saleKindOfSources(kinds.get(r.creditOfId ?? r.id) ?? []);
        return {
          id: r.id,
          kind: r.kind === 'credit_note' ? 'credit_note' : 'invoice',
          number: r.number!,
          date: r.issueDate!,
          customerName: r.customerName,
          reverseCharge: r.reverseCharge,
          saleKind,
          vatCents: r.vatCents,
          byRate: [...(nets.get(r.id)?.values() ?? [])]
            .sort((a, b) => b.rate - a.rate || (a.saleKind ?? saleKind).localeCompare(b.saleKind ?? saleKind))
            .map((n) =>
              n.saleKind ? { rate: n.rate, netCents: n.netCents, saleKind: n.saleKind } : { rate: n.rate, netCents: n.netCents },
            ),
        };
      });
    },
    async receipts(from: string, to: string): Promise<ReceiptRow[]> {
      return (await repo.payments(db, from, to)).map((p) => ({
        id: p.id,
        billId: p.billId,
        billNumber: p.billNumber ?? String(p.billId),
        customerName: p.customerName,
        amountCents: p.amountCents,
        date: p.date,
        reference: p.reference ?? `PAY-${p.id}`,
        means: receiptMeansOf(p.source, p.method ?? p.refundMethod),
      }));
    },
    /** Till tickets billed by a bill issued in [from, to] (decision 110); `id` is the bill's source row. */
    async billedTickets(from: string, to: string) {
      return (await repo.billedTickets(db, from, to)).map((r) => ({
        id: r.id,
        ticketId: r.ticketId,
        billNumber: r.billNumber!,
        date: r.issueDate!,
        customerName: r.customerName,
      }));
    },
    /**
     * How many of the period's documents make an entry, from indexes: the journals' cheap check before a read builds
     * (decision 110). Bills and credit notes with an amount, payments with an amount, tickets billed.
     */
    countBills: (from: string, to: string) => repo.countBills(db, from, to),
    countPayments: (from: string, to: string) => repo.countPayments(db, from, to),
    countBilledTickets: (from: string, to: string) => repo.countBilledTickets(db, from, to),
    /** Gift cards created by hand, without a sale (decision 116): booked as given, on the day they were created. */
    giftCardsGiven: (from: string, to: string) => repo.giftCardsGiven(db, from, to),
    countGiftCardsGiven: (from: string, to: string) => repo.countGiftCardsGiven(db, from, to),
    /** Gift cards voided with a balance (decision 119): booked on the day they were voided, for what they held. */
    giftCardsVoided: (from: string, to: string) => repo.giftCardsVoided(db, from, to),
    countGiftCardsVoided: (from: string, to: string) => repo.countGiftCardsVoided(db, from, to),
    openInvoices: () => repo.openInvoices(db),
    vatOfPeriod: (from: string, to: string) => repo.vatOfPeriod(db, from, to),
    /** Each leased bike's latest contract: months, bike value (for the purchase option), status (decision 087). */
    leaseTerms: () => repo.leaseTerms(db),
    /** Bank statement lines of money out that paid no bill, from `since` on: the loans' instalments (decision 106). */
    outgoingBankLines: (since: string) => repo.outgoingBankLines(db, since),
    /** One line of money out that paid no bill, or null: read inside the caller's transaction. */
    async outgoingBankLine(tx: DbOrTx, id: number) {
      const [row] = await repo.outgoingBankLine(tx, id);
      return row && row.status === 'ignored' && row.amountCents < 0 ? { id: row.id, date: row.date, amountCents: row.amountCents } : null;
    },
  };
}

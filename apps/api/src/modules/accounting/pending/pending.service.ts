import { ageing, brusselsToday, type Clock } from '@veloport/domain';
import type { BooksFeed } from '../../billing/books/books-feed.service';
import type { PurchasesService } from '../purchases/purchases.service';

export type PendingService = ReturnType<typeof createPendingService>;

/** What customers owe us and what we owe suppliers, by days overdue on the Brussels today of the app's clock. */
export function createPendingService({
  clock,
  sales,
  purchases,
}: {
  clock: Clock;
  sales: Pick<BooksFeed, 'openInvoices'>;
  purchases: PurchasesService;
}) {
  return {
    async clients() {
      const rows = await sales.openInvoices();
      return ageing(
        rows.map((r) => ({
          documentId: r.id,
          number: r.number ?? String(r.id),
          partyName: r.customerName,
          dueDate: r.dueDate,
          openCents: r.openCents,
        })),
        brusselsToday(clock),
      );
    },
    suppliers: () => purchases.pending(),
  };
}

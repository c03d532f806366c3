import type { TicketPreviewInput } from '@veloport/domain';
import { checkoutRoot, stockRoot } from '@/lib/query-roots';

/** The till's query keys (decision 072); a sale also refreshes the stock screens (`stock`). */
export const checkoutKeys = {
  all: checkoutRoot,
  sellable: (q: string) => [...checkoutRoot, 'catalog', q] as const,
  customers: (q: string) => [...checkoutRoot, 'customers', q] as const,
  preview: (input: TicketPreviewInput | null) => [...checkoutRoot, 'preview', input] as const,
  tickets: (query: Record<string, string | number>) => [...checkoutRoot, 'tickets', 'list', query] as const,
  ticket: (id: number) => [...checkoutRoot, 'tickets', id] as const,
  stock: stockRoot,
};

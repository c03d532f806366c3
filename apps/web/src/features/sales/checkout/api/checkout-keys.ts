import type { TicketPreviewInput } from '@veloport/domain';
import { queryRoots } from '@/lib/query-roots';

/** The till's query keys (decision 072); a sale also refreshes the stock screens (`stock`). */
export const checkoutKeys = {
  all: queryRoots.checkout,
  sellable: (q: string) => [...queryRoots.checkout, 'catalog', q] as const,
  customers: (q: string) => [...queryRoots.checkout, 'customers', q] as const,
  preview: (input: TicketPreviewInput | null) => [...queryRoots.checkout, 'preview', input] as const,
  tickets: (query: Record<string, string | number>) => [...queryRoots.checkout, 'tickets', 'list', query] as const,
  ticket: (id: number) => [...queryRoots.checkout, 'tickets', id] as const,
  stock: queryRoots.stock,
};

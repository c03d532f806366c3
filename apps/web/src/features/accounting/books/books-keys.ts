import { booksRoot } from '@/lib/query-roots';

/** The books screens' query keys (decisions 072, 086): everything under one root, since a decision on a purchase moves the daybooks, the pending list and the batches at once. */
export const booksKeys = {
  all: booksRoot,
  daybooks: () => [...booksRoot, 'daybooks'] as const,
  entries: (id: number | null, from: string, to: string, page: number) =>
    [...booksRoot, 'daybooks', id, 'entries', from, to, page] as const,
  purchases: (query: Record<string, string | number>) => [...booksRoot, 'purchases', 'list', query] as const,
  purchase: (id: number | null) => [...booksRoot, 'purchases', id] as const,
  peppolDeliveries: () => [...booksRoot, 'purchases', 'peppol-deliveries'] as const,
  batches: (query: Record<string, string | number>) => [...booksRoot, 'batches', 'list', query] as const,
  batch: (id: number | null) => [...booksRoot, 'batches', id] as const,
  pending: (side: 'client' | 'supplier') => [...booksRoot, 'pending', side] as const,
  vatCheck: (from: string, to: string) => [...booksRoot, 'vat-check', from, to] as const,
  settings: () => [...booksRoot, 'settings'] as const,
  horus: () => [...booksRoot, 'horus'] as const,
};

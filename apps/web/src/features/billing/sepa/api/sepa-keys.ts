import { sepaRoot } from '@/lib/query-roots';

/** The SEPA screens' query keys: `all` refreshes mandates, batches and previews after any change (decision 072). */
export const sepaKeys = {
  all: sepaRoot,
  mandates: (query: Record<string, string | number>) => [...sepaRoot, 'mandates', query] as const,
  mandate: (id: number | null) => [...sepaRoot, 'mandate', id] as const,
  batches: (query: Record<string, string | number>) => [...sepaRoot, 'batches', query] as const,
  batch: (id: number | null) => [...sepaRoot, 'batch', id] as const,
  preview: (collectionDate: string) => [...sepaRoot, 'preview', collectionDate] as const,
  customers: () => [...sepaRoot, 'customers'] as const,
};

import { queryRoots } from '@/lib/query-roots';

/** The SEPA screens' query keys: `all` refreshes mandates, batches and previews after any change (decision 072). */
export const sepaKeys = {
  all: queryRoots.sepa,
  mandates: (query: Record<string, string | number>) => [...queryRoots.sepa, 'mandates', query] as const,
  mandate: (id: number | null) => [...queryRoots.sepa, 'mandate', id] as const,
  batches: (query: Record<string, string | number>) => [...queryRoots.sepa, 'batches', query] as const,
  batch: (id: number | null) => [...queryRoots.sepa, 'batch', id] as const,
  preview: (collectionDate: string) => [...queryRoots.sepa, 'preview', collectionDate] as const,
  customers: () => [...queryRoots.sepa, 'customers'] as const,
};

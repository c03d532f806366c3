import type { supplierBatchListSchema } from '@veloport/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { booksKeys } from '@/features/accounting/books/books-keys';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export type SupplierBatchList = Infer<typeof supplierBatchListSchema>;

export const getBatches = (query: Record<string, string | number>) =>
  apiClient.get<SupplierBatchList>('/supplier-payments/batches', { query });

/** The supplier payment batches, newest first, by status. */
export const batchesQueryOptions = (query: Record<string, string | number>) =>
  queryOptions({ queryKey: booksKeys.batches(query), queryFn: () => getBatches(query), placeholderData: keepPreviousData });

export function useBatches(query: Record<string, string | number>) {
  return useQuery(batchesQueryOptions(query));
}

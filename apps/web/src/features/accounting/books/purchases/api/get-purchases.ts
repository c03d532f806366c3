import type { purchaseListSchema } from '@veloport/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { booksKeys } from '@/features/accounting/books/books-keys';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export type PurchaseList = Infer<typeof purchaseListSchema>;

export const getPurchases = (query: Record<string, string | number>) => apiClient.get<PurchaseList>('/purchases', { query });

/** Supplier invoices, newest first, by status and search (decision 084). */
export const purchasesQueryOptions = (query: Record<string, string | number>) =>
  queryOptions({ queryKey: booksKeys.purchases(query), queryFn: () => getPurchases(query), placeholderData: keepPreviousData });

export function usePurchases(query: Record<string, string | number>) {
  return useQuery(purchasesQueryOptions(query));
}

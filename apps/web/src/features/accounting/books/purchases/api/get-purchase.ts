import type { Purchase } from '@veloport/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { booksKeys } from '@/features/accounting/books/books-keys';
import { apiClient } from '@/lib/api-client';

export type { Purchase };

export const getPurchase = (id: number) => apiClient.get<Purchase>(`/purchases/${id}`);

export const purchaseQueryOptions = (id: number | null) =>
  queryOptions({ queryKey: booksKeys.purchase(id), queryFn: () => getPurchase(id!), enabled: id !== null });

export function usePurchase(id: number | null) {
  return useQuery(purchaseQueryOptions(id));
}

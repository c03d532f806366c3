import type { Purchase, PurchaseDetail } from '@veloport/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { booksKeys } from '@/features/accounting/books/books-keys';
import { apiClient } from '@/lib/api-client';

export type { Purchase, PurchaseDetail };

/** A purchase with its lines and VAT per rate (read by the API from the UBL as received). */
export const getPurchase = (id: number) => apiClient.get<PurchaseDetail>(`/purchases/${id}`);

export const purchaseQueryOptions = (id: number | null) =>
  queryOptions({ queryKey: booksKeys.purchase(id), queryFn: () => getPurchase(id!), enabled: id !== null });

export function usePurchase(id: number | null) {
  return useQuery(purchaseQueryOptions(id));
}

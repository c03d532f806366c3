import type { pendingPaymentListSchema } from '@veloport/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { booksKeys } from '@/features/accounting/books/books-keys';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export type PendingList = Infer<typeof pendingPaymentListSchema>;
export type PendingSide = 'client' | 'supplier';

export const pendingPath = (side: PendingSide) => `/accounting/pending-${side}-payments`;

export const getPending = (side: PendingSide) => apiClient.get<PendingList>(pendingPath(side));

/** What customers owe us (open bills) or what we owe suppliers (invoices not paid), with the ageing totals. */
export const pendingQueryOptions = (side: PendingSide) =>
  queryOptions({ queryKey: booksKeys.pending(side), queryFn: () => getPending(side) });

export function usePending(side: PendingSide) {
  return useQuery(pendingQueryOptions(side));
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { booksKeys } from '@/features/accounting/books/books-keys';
import type { SupplierBatch } from '@/features/accounting/books/supplier-payments/api/get-batch';
import { apiClient } from '@/lib/api-client';

export const markBatchPaid = (id: number) => apiClient.post<SupplierBatch>(`/supplier-payments/batches/${id}/paid`);

/** The bank executed the batch: its invoices are paid and the bank daybook follows. */
export function useMarkBatchPaid() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: markBatchPaid, onSuccess: () => void queryClient.invalidateQueries({ queryKey: booksKeys.all }) });
}

import type { SupplierBatchInput } from '@veloport/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { booksKeys } from '@/features/accounting/books/books-keys';
import type { SupplierBatch } from '@/features/accounting/books/supplier-payments/api/get-batch';
import { apiClient } from '@/lib/api-client';

export const createBatch = (input: SupplierBatchInput) => apiClient.post<SupplierBatch>('/supplier-payments/batches', input);

/** A pain.001 batch of approved invoices for one execution date; its invoices leave the "to pay" list. */
export function useCreateBatch() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createBatch, onSuccess: () => void queryClient.invalidateQueries({ queryKey: booksKeys.all }) });
}

import type { Purchase } from '@veloport/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { booksKeys } from '@/features/accounting/books/books-keys';
import { apiClient } from '@/lib/api-client';

export const approvePurchase = (id: number) => apiClient.post<Purchase>(`/purchases/${id}/approve`);

/** Approving books the invoice and makes it payable: the daybooks, the pending list and the batches all move. */
export function useApprovePurchase() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: approvePurchase, onSuccess: () => void queryClient.invalidateQueries({ queryKey: booksKeys.all }) });
}

import type { Purchase } from '@veloport/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { booksKeys } from '@/features/accounting/books/books-keys';
import { apiClient } from '@/lib/api-client';

export const refusePurchase = (id: number, reason: string) => apiClient.post<Purchase>(`/purchases/${id}/refuse`, { reason });

/** A refused invoice is never booked nor paid; it leaves the pending list. */
export function useRefusePurchase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) => refusePurchase(id, reason),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: booksKeys.all }),
  });
}

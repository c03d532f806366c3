import type { Purchase } from '@veloport/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { booksKeys } from '@/features/accounting/books/books-keys';
import { apiClient } from '@/lib/api-client';

/** Sends a supplier's UBL invoice (multipart `file`); the answer is the purchase, to approve. */
export const uploadPurchase = (file: File) => {
  const body = new FormData();
  body.append('file', file);
  return apiClient.post<Purchase>('/purchases', body);
};

export function useUploadPurchase() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: uploadPurchase, onSuccess: () => void queryClient.invalidateQueries({ queryKey: booksKeys.all }) });
}

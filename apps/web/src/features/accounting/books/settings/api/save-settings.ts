import { useMutation, useQueryClient } from '@tanstack/react-query';
import { booksKeys } from '@/features/accounting/books/books-keys';
import type { BooksSettings } from '@/features/accounting/books/settings/api/get-settings';
import { apiClient } from '@/lib/api-client';

export const saveSettings = (input: BooksSettings) => apiClient.put<BooksSettings>('/accounting/settings', input);

/** New entries take the new accounts; those already written keep theirs (decision 084). */
export function useSaveBooksSettings() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveSettings, onSuccess: (saved) => queryClient.setQueryData(booksKeys.settings(), saved) });
}

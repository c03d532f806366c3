import type { accountingSettingsSchema } from '@veloport/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { booksKeys } from '@/features/accounting/books/books-keys';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export type BooksSettings = Infer<typeof accountingSettingsSchema>;

export const getSettings = () => apiClient.get<BooksSettings>('/accounting/settings');

/** The accounts and VAT grid codes entries are written with. */
export const settingsQueryOptions = () => queryOptions({ queryKey: booksKeys.settings(), queryFn: getSettings });

export function useBooksSettings() {
  return useQuery(settingsQueryOptions());
}

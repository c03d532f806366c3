import type { journalRunSchema } from '@veloport/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { booksKeys } from '@/features/accounting/books/books-keys';
import type { Period } from '@/features/accounting/books/shared/period';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export type JournalRun = Infer<typeof journalRunSchema>;

export const buildJournals = ({ from, to }: Period) =>
  apiClient.post<JournalRun>('/accounting/journals/build', undefined, { query: { from, to } });

/** Writes the entries missing for the period's documents (idempotent) and says how many. */
export function useBuildJournals() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: buildJournals, onSuccess: () => void queryClient.invalidateQueries({ queryKey: booksKeys.all }) });
}

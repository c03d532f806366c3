import type { JournalEntry } from '@veloport/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { booksKeys } from '@/features/accounting/books/books-keys';
import type { Period } from '@/features/accounting/books/shared/period';
import { apiClient } from '@/lib/api-client';

export type { JournalEntry };

export const entriesPath = (id: number) => `/accounting/daybooks/${id}/entries`;

export const getEntries = (id: number, { from, to }: Period) =>
  apiClient.get<{ data: JournalEntry[] }>(entriesPath(id), { query: { from, to } });

/** A daybook's entries of a period (the API writes the period's missing entries first, decision 084). */
export const entriesQueryOptions = (id: number | null, period: Period) =>
  queryOptions({
    queryKey: booksKeys.entries(id, period.from, period.to),
    queryFn: () => getEntries(id!, period),
    enabled: id !== null && period.from <= period.to,
    placeholderData: keepPreviousData,
  });

export function useEntries(id: number | null, period: Period) {
  return useQuery(entriesQueryOptions(id, period));
}

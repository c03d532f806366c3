import type { JournalEntry, journalEntryListSchema } from '@veloport/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { booksKeys } from '@/features/accounting/books/books-keys';
import type { Period } from '@/features/accounting/books/shared/period';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export type { JournalEntry };

export const entriesPath = (id: number) => `/accounting/daybooks/${id}/entries`;
/** Entries a page of the screen shows (the API's most, decision 110). */
export const ENTRIES_PER_PAGE = 100;

export const getEntries = (id: number, { from, to }: Period, page: number) =>
  apiClient.get<Infer<typeof journalEntryListSchema>>(entriesPath(id), { query: { from, to, page, perPage: ENTRIES_PER_PAGE } });

/** A page of a daybook's entries of a period, with the period's count and totals (decision 110). */
export const entriesQueryOptions = (id: number | null, period: Period, page: number) =>
  queryOptions({
    queryKey: booksKeys.entries(id, period.from, period.to, page),
    queryFn: () => getEntries(id!, period, page),
    enabled: id !== null && period.from <= period.to,
    placeholderData: keepPreviousData,
  });

export function useEntries(id: number | null, period: Period, page: number) {
  return useQuery(entriesQueryOptions(id, period, page));
}

import type { FaqEntry, faqEntryListSchema } from '@veloport/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { faqKeys } from '@/features/content/faq/api/faq-keys';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export type FaqEntryList = Infer<typeof faqEntryListSchema>;
export type { FaqEntry };

export const getFaqEntries = (query: Record<string, string | number | undefined>) =>
  apiClient.get<FaqEntryList>('/faq-entries', { query: { perPage: 100, ...query } });

/** The admin's list: every entry (drafts too), by theme and position. */
export const faqEntriesQueryOptions = (query: Record<string, string | number | undefined>) =>
  queryOptions({ queryKey: faqKeys.admin(query), queryFn: () => getFaqEntries(query) });

export function useFaqEntries(query: Record<string, string | number | undefined>) {
  return useQuery(faqEntriesQueryOptions(query));
}

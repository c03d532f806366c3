import type { Locale, PublicFaq } from '@veloport/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { faqKeys } from '@/features/content/faq/api/faq-keys';
import { apiClient } from '@/lib/api-client';

export const getFaq = (locale: Locale, q: string, signal?: AbortSignal) =>
  apiClient.get<PublicFaq>('/public/faq-entries', { query: q ? { locale, q } : { locale }, signal });

/** The published FAQ in the screen's language, grouped by theme; `q` searches it. */
export const faqQueryOptions = (locale: Locale, q: string) =>
  queryOptions({
    queryKey: faqKeys.public(locale, q),
    queryFn: ({ signal }) => getFaq(locale, q, signal),
    placeholderData: keepPreviousData,
  });

export function useFaq(locale: Locale, q: string) {
  return useQuery(faqQueryOptions(locale, q));
}

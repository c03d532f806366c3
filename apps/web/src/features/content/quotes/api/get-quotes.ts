import type { Locale, QuoteList, QuoteTheme } from '@veloport/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { quotesKeys } from '@/features/content/quotes/api/quotes-keys';
import { apiClient } from '@/lib/api-client';

export const getQuotes = (language: Locale, theme: QuoteTheme | null) =>
  apiClient.get<QuoteList>('/quotes', { query: theme ? { language, theme } : { language } });

export const quotesQueryOptions = (language: Locale, theme: QuoteTheme | null) =>
  queryOptions({ queryKey: quotesKeys.list(language, theme), queryFn: () => getQuotes(language, theme), staleTime: 3_600_000 });

export function useQuotes(language: Locale, theme: QuoteTheme | null) {
  return useQuery(quotesQueryOptions(language, theme));
}

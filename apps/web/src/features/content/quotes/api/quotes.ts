import type { Locale, QuoteList, QuoteTheme, QuoteToday } from '@veloport/domain';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** Today's quote in the screen's language (it changes once a day: kept an hour). */
export function useQuoteToday(language: Locale) {
  return useQuery({
    queryKey: ['quotes', 'today', language],
    queryFn: () => apiClient.get<QuoteToday>('/quotes/today', { query: { language } }),
    staleTime: 3_600_000,
    retry: false,
  });
}

export function useQuotes(language: Locale, theme: QuoteTheme | null) {
  return useQuery({
    queryKey: ['quotes', 'list', language, theme],
    queryFn: () => apiClient.get<QuoteList>('/quotes', { query: theme ? { language, theme } : { language } }),
    staleTime: 3_600_000,
  });
}

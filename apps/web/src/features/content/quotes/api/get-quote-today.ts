import type { Locale, QuoteToday } from '@veloport/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { quotesKeys } from '@/features/content/quotes/api/quotes-keys';
import { apiClient } from '@/lib/api-client';

export const getQuoteToday = (language: Locale) => apiClient.get<QuoteToday>('/quotes/today', { query: { language } });

/** Today's quote in the screen's language (it changes once a day: kept an hour). */
export const quoteTodayQueryOptions = (language: Locale) =>
  queryOptions({ queryKey: quotesKeys.today(language), queryFn: () => getQuoteToday(language), staleTime: 3_600_000, retry: false });

export function useQuoteToday(language: Locale) {
  return useQuery(quoteTodayQueryOptions(language));
}

import type { Locale, QuoteTheme } from '@veloport/domain';
import { queryRoots } from '@/lib/query-roots';

/** Cycling quotes' query keys (decision 072). */
export const quotesKeys = {
  today: (language: Locale) => [...queryRoots.quotes, 'today', language] as const,
  list: (language: Locale, theme: QuoteTheme | null) => [...queryRoots.quotes, 'list', language, theme] as const,
};

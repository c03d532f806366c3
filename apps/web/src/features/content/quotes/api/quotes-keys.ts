import type { Locale, QuoteTheme } from '@veloport/domain';
import { quotesRoot } from '@/lib/query-roots';

/** Cycling quotes' query keys (decision 072). */
export const quotesKeys = {
  today: (language: Locale) => [...quotesRoot, 'today', language] as const,
  list: (language: Locale, theme: QuoteTheme | null) => [...quotesRoot, 'list', language, theme] as const,
};

import type { Locale } from '@veloport/domain';
import { faqRoot } from '@/lib/query-roots';

/** The FAQ's query keys (decision 072): `all` refreshes the admin's list and the readers' at once. */
export const faqKeys = {
  all: faqRoot,
  public: (locale: Locale, q: string) => [...faqRoot, 'public', locale, q] as const,
  admin: (query: Record<string, string | number | undefined>) => [...faqRoot, 'admin', query] as const,
};

import type { Locale } from '@veloport/domain';
import { queryRoots } from '@/lib/query-roots';

/** The FAQ's query keys (decision 072): `all` refreshes the admin's list and the readers' at once. */
export const faqKeys = {
  all: queryRoots.faq,
  public: (locale: Locale, q: string) => [...queryRoots.faq, 'public', locale, q] as const,
  admin: (query: Record<string, string | number | undefined>) => [...queryRoots.faq, 'admin', query] as const,
};

import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { Locale, PublicFaq } from '@veloport/domain';
import { apiClient } from '@/lib/api-client';

export const getFaq = (locale: Locale, q: string, signal?: AbortSignal) =>
  apiClient.get<PublicFaq>('/public/faq-entries', { query: q ? { locale, q } : { locale }, signal });

/** The published FAQ in the screen's language, grouped by theme; `q` searches it. */
export function useFaq(locale: Locale, q: string) {
  return useQuery({
    queryKey: ['faq', 'public', locale, q],
    queryFn: ({ signal }) => getFaq(locale, q, signal),
    placeholderData: keepPreviousData,
  });
}

/** "Was this helpful?" */
export function useSendFaqFeedback() {
  return useMutation({
    mutationFn: ({ id, helpful }: { id: number; helpful: boolean }) =>
      apiClient.post<{ helpful: boolean }>(`/public/faq-entries/${id}/feedback`, { helpful }),
  });
}

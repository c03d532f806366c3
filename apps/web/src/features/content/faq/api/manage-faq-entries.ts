import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FaqEntry, faqEntryInputSchema, faqEntryListSchema, FaqTheme } from '@veloport/domain';
import { apiClient } from '@/lib/api-client';
import type { Infer } from '@/lib/contract';

export type FaqEntryList = Infer<typeof faqEntryListSchema>;
export type FaqEntryBody = Infer<typeof faqEntryInputSchema>;
export type { FaqEntry };

/** The admin's list: every entry (drafts too), by theme and position. */
export function useFaqEntries(query: Record<string, string | number | undefined>) {
  return useQuery({
    queryKey: ['faq', 'admin', query],
    queryFn: () => apiClient.get<FaqEntryList>('/faq-entries', { query: { perPage: 100, ...query } }),
  });
}

/** Refreshes every FAQ list (admin and readers'); the promise ends when the lists shown are fresh again. */
function useFaqChanged() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['faq'] });
}

export function useSaveFaqEntry() {
  const changed = useFaqChanged();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: FaqEntryBody }) =>
      id === null ? apiClient.post<FaqEntry>('/faq-entries', body) : apiClient.put<FaqEntry>(`/faq-entries/${id}`, body),
    onSuccess: changed,
  });
}

export function useDeleteFaqEntry() {
  const changed = useFaqChanged();
  return useMutation({ mutationFn: (id: number) => apiClient.delete<null>(`/faq-entries/${id}`), onSuccess: changed });
}

/** A theme's new order; the list shows it at once and comes back to the server's on failure. */
export function useReorderFaq() {
  const changed = useFaqChanged();
  return useMutation({
    mutationFn: (body: { theme: FaqTheme; ids: number[] }) => apiClient.put<FaqEntryList>('/faq-entries/order', body),
    onSettled: changed,
  });
}

import type { FaqTheme } from '@veloport/domain';
import { useMutation } from '@tanstack/react-query';
import type { FaqEntryList } from '@/features/content/faq/api/get-faq-entries';
import { useFaqChanged } from '@/features/content/faq/api/use-faq-changed';
import { apiClient } from '@/lib/api-client';

/** A theme's new order; the list shows it at once and comes back to the server's on failure. */
export const reorderFaq = (body: { theme: FaqTheme; ids: number[] }) => apiClient.put<FaqEntryList>('/faq-entries/order', body);

export function useReorderFaq() {
  const changed = useFaqChanged();
  return useMutation({ mutationFn: reorderFaq, onSettled: changed });
}
